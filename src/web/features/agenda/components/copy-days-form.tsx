import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { useState } from "react";
import { useCopyAvailability } from "../api/copy-availability";
import { WEEK_ORDER, WEEKDAY_NAMES } from "../lib/weekdays";

interface Props {
  professionalId: string;
  /** Weekdays with at least one window (what can be copied), Monday first. */
  configuredDays: number[];
}

/**
 * 'Copiar para outros dias': the chosen day's windows replace those of the checked days, all
 * at once (decision 0281).
 */
export function CopyDaysForm({ professionalId, configuredDays }: Props) {
  const copy = useCopyAvailability(professionalId);
  const [fromDay, setFromDay] = useState(configuredDays[0] ?? 1);
  const [toDays, setToDays] = useState<number[]>([]);
  const source = configuredDays.includes(fromDay) ? fromDay : (configuredDays[0] ?? 1);
  const targets = toDays.filter((d) => d !== source);

  const toggle = (day: number, checked: boolean) =>
    setToDays((days) => (checked ? [...days, day] : days.filter((d) => d !== day)));
  const submit = () =>
    copy.mutate(
      { fromDay: source, toDays: targets },
      {
        onSuccess: () => {
          toast({
            title: "Sucesso",
            description: `Horários de ${WEEKDAY_NAMES[source]} copiados para ${targets.map((d) => WEEKDAY_NAMES[d]).join(", ")}.`,
          });
          setToDays([]);
        },
      },
    );

  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Copiar horários</legend>
      <div className="grid gap-1.5">
        <Label htmlFor="copy-from">Copiar os horários de</Label>
        <select
          id="copy-from"
          value={source}
          onChange={(e) => setFromDay(Number(e.target.value))}
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          {configuredDays.map((day) => (
            <option key={day} value={day}>
              {WEEKDAY_NAMES[day]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">Dias que recebem os horários</legend>
        {WEEK_ORDER.filter((d) => d !== source).map((day) => (
          <div key={day} className="flex items-center gap-1.5">
            <Checkbox
              id={`copy-to-${day}`}
              checked={targets.includes(day)}
              onCheckedChange={(checked) => toggle(day, checked === true)}
            />
            <Label htmlFor={`copy-to-${day}`}>{WEEKDAY_NAMES[day]}</Label>
          </div>
        ))}
      </fieldset>
      <p className="text-xs text-slate-600">
        Os horários dos dias marcados são substituídos pelos de {WEEKDAY_NAMES[source]}.
      </p>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={targets.length === 0 || copy.isPending}
        onClick={submit}
      >
        {copy.isPending ? "Copiando..." : "Copiar para outros dias"}
      </Button>
    </fieldset>
  );
}
