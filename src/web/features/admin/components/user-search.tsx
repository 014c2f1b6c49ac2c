import { Button } from "@web/components/ui/button";
import { Input, Label } from "@web/components/ui/input";
import { Search } from "lucide-react";
import type { FormEvent } from "react";

/** Search by name, e-mail or ID: typing searches after a pause, Enter or 'Buscar' at once. */
export function UserSearch({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="grid gap-1.5">
      <Label htmlFor="user-search">Buscar usuários</Label>
      <div className="flex gap-2">
        <Input
          id="user-search"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Nome, e-mail ou ID"
          autoComplete="off"
          maxLength={200}
        />
        <Button type="submit" aria-label="Buscar">
          <Search aria-hidden="true" />
          <span className="hidden sm:inline">Buscar</span>
        </Button>
      </div>
    </form>
  );
}
