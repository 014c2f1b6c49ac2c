import { Label } from "@web/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@web/components/ui/select";

const ALL = "__all__";

interface Props {
  value: string;
  options: readonly string[];
  onChange: (neighborhood: string) => void;
}

/** Neighbourhood filter; "" is 'Todos os bairros'. A value missing from the list is kept. */
export function NeighborhoodField({ value, options, onChange }: Props) {
  const names = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div className="space-y-2">
      <Label htmlFor="search-neighborhood">Bairro</Label>
      <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? "" : v)}>
        <SelectTrigger id="search-neighborhood">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Todos os bairros</SelectItem>
          {names.map((name) => (
            <SelectItem key={name} value={name}>
              {name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
