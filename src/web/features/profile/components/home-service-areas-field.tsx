import { samePlace } from "@domain/places";
import type { NeighborhoodFieldProps } from "@web/components/place-fields";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { FieldError } from "@web/components/ui/input";
import { Plus, X } from "lucide-react";
import { type ComponentType, useState } from "react";

interface Props {
  city: string;
  areas: string[];
  onChange: (areas: string[]) => void;
  error?: string;
  NeighborhoodField: ComponentType<NeighborhoodFieldProps>;
}

/**
 * The neighbourhoods served at home (SPEC §5): typed or picked from the suggestions (decision
 * 0332) and added one at a time, each once (the same place as the server compares them,
 * decision 0330), removable as chips.
 */
export function HomeServiceAreasField({ city, areas, onChange, error, NeighborhoodField }: Props) {
  const [pick, setPick] = useState("");
  const [notice, setNotice] = useState<string | null>(null);

  const add = () => {
    const name = pick.trim();
    if (!name) return;
    if (areas.some((area) => samePlace(area, name))) {
      setNotice(`${name} já está na lista de bairros atendidos.`);
      return;
    }
    onChange([...areas, name]);
    setPick("");
    setNotice(null);
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <NeighborhoodField
            id="home-service-area"
            label="Bairro atendido"
            city={city}
            value={pick}
            onChange={(value) => {
              setPick(value);
              setNotice(null);
            }}
          />
        </div>
        <Button type="button" variant="outline" onClick={add} disabled={!city || !pick.trim()}>
          <Plus aria-hidden />
          Adicionar bairro
        </Button>
      </div>
      {notice ? (
        <p role="status" className="text-sm text-amber-800">
          {notice}
        </p>
      ) : null}
      {areas.length ? (
        <ul aria-label="Bairros atendidos" className="flex flex-wrap gap-2">
          {areas.map((area) => (
            <li key={area}>
              <Badge tone="teal" className="py-0.5 pr-0.5 text-sm">
                {area}
                <button
                  type="button"
                  aria-label={`Remover ${area}`}
                  onClick={() => onChange(areas.filter((a) => a !== area))}
                  className="flex size-6 items-center justify-center rounded-full hover:bg-teal-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">
          {city ? "Nenhum bairro adicionado ainda." : "Escolha a cidade para adicionar bairros."}
        </p>
      )}
      <FieldError id="home-service-areas-error" message={error} />
    </div>
  );
}
