import { SPECIALTIES } from "@domain/constants";
import { Button } from "@web/components/ui/button";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { type FormEvent, useState } from "react";
import { type ReportFilters, reportFiltersProblem } from "../../lib/report-filters";
import { NativeSelect } from "../native-select";

/** The reports' filters: period (both days included), specialty and city, applied together. */
export function ReportFilterForm({
  initial,
  onApply,
}: {
  initial: ReportFilters;
  onApply: (filters: ReportFilters) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (part: Partial<ReportFilters>) => setDraft((d) => ({ ...d, ...part }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reportFiltersProblem(draft);
    setProblem(found);
    if (!found) onApply({ ...draft, city: draft.city.trim() });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Filtros dos relatórios"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="report-from">De</Label>
        <Input
          id="report-from"
          type="date"
          value={draft.from}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "report-problem" : undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="report-to">Até</Label>
        <Input
          id="report-to"
          type="date"
          value={draft.to}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "report-problem" : undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="report-specialty">Especialidade</Label>
        <NativeSelect
          id="report-specialty"
          value={draft.specialty}
          onChange={(e) => set({ specialty: e.target.value })}
        >
          <option value="">Todas as especialidades</option>
          {SPECIALTIES.map((specialty) => (
            <option key={specialty} value={specialty}>
              {specialty}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="report-city">Cidade</Label>
        <Input
          id="report-city"
          value={draft.city}
          placeholder="Todas as cidades"
          maxLength={100}
          onChange={(e) => set({ city: e.target.value })}
        />
      </div>
      <div className="flex items-end">
        <Button type="submit" className="w-full">
          Aplicar
        </Button>
      </div>
      <div className="sm:col-span-2 lg:col-span-5 empty:hidden">
        <FieldError id="report-problem" message={problem ?? undefined} />
      </div>
    </form>
  );
}
