import type { ServiceType } from "@domain/constants";
import { Label } from "@web/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@web/components/ui/select";
import type { ServiceTypeChoice } from "../lib/booking-rules";

interface Props {
  choices: readonly ServiceTypeChoice[];
  value: ServiceType | null;
  clientNeighborhood: string | null;
  onChange: (value: ServiceType) => void;
}

/** Online / 'Presencial (Consultório)' / Domiciliar, as the professional offers them. */
export function ServiceTypeField({ choices, value, clientNeighborhood, onChange }: Props) {
  const homeUnavailable = choices.some((c) => c.value === "domiciliar" && c.disabled);
  return (
    <div className="space-y-2">
      <Label htmlFor="booking-service-type">Tipo de atendimento</Label>
      <Select value={value ?? undefined} onValueChange={(v) => onChange(v as ServiceType)}>
        <SelectTrigger
          id="booking-service-type"
          aria-describedby={homeUnavailable ? "booking-home-note" : undefined}
        >
          <SelectValue placeholder="Selecione o tipo de atendimento" />
        </SelectTrigger>
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value} disabled={choice.disabled}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {homeUnavailable ? (
        <p id="booking-home-note" className="text-sm text-slate-700">
          {clientNeighborhood
            ? `Atendimento domiciliar indisponível: o profissional não atende em ${clientNeighborhood}.`
            : "Atendimento domiciliar indisponível: informe seu bairro no perfil para solicitá-lo."}
        </p>
      ) : null}
    </div>
  );
}
