import type { Availability } from "@domain/contracts/agenda";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { X } from "lucide-react";
import { useDeleteAvailability } from "../api/delete-availability";
import { WEEK_ORDER, WEEKDAY_NAMES } from "../lib/weekdays";
import { AvailabilityForm } from "./availability-form";
import { CopyDaysForm } from "./copy-days-form";
import { EmptyNote } from "./empty-note";
import { FramedDialog } from "./framed-dialog";

interface Props {
  professionalId: string;
  availability: Availability[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Dias de Trabalho': each weekday with its windows (several a day, e.g. a lunch break), each
 * removable; the form to add a window and the one to copy a day's hours to other days.
 */
export function AvailabilityDialog({ professionalId, availability, open, onOpenChange }: Props) {
  const remove = useDeleteAvailability(professionalId);
  const byDay = WEEK_ORDER.map((day) => ({
    day,
    windows: availability
      .filter((w) => w.dayOfWeek === day)
      .sort((a, b) => a.startTime.localeCompare(b.startTime)),
  })).filter((d) => d.windows.length > 0);

  return (
    <FramedDialog
      title="Dias de Trabalho"
      description="Um ou mais horários por dia (ex.: 08:00–12:00 e 14:00–18:00). Alterar os horários não muda consultas já marcadas."
      open={open}
      onOpenChange={onOpenChange}
    >
      {byDay.length === 0 ? (
        <EmptyNote>Nenhum dia configurado ainda.</EmptyNote>
      ) : (
        <ul aria-label="Dias configurados" className="grid gap-2">
          {byDay.map(({ day, windows }) => {
            const name = WEEKDAY_NAMES[day];
            return (
              <li
                key={day}
                aria-label={name}
                className="grid gap-2 rounded-md border border-slate-200 p-3 sm:flex sm:items-center"
              >
                <span className="w-20 shrink-0 text-sm font-medium text-slate-900">{name}</span>
                <ul className="flex flex-wrap gap-2" aria-label={`Horários de ${name}`}>
                  {windows.map((w) => {
                    const hours = `${w.startTime}–${w.endTime}`;
                    return (
                      <li
                        key={w.id}
                        className="flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-0.5 pl-3 text-sm text-slate-800"
                      >
                        {hours}
                        {w.isActive ? null : (
                          <Badge tone="grey" className="ml-1">
                            Inativo
                          </Badge>
                        )}
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-7"
                          aria-label={`Remover ${hours} de ${name}`}
                          disabled={remove.isPending && remove.variables === w.id}
                          onClick={() =>
                            remove.mutate(w.id, {
                              onSuccess: () =>
                                toast({
                                  title: "Sucesso",
                                  description: `${hours} removido de ${name}.`,
                                }),
                            })
                          }
                        >
                          <X className="text-red-700" />
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
      <AvailabilityForm professionalId={professionalId} />
      {byDay.length > 0 ? (
        <CopyDaysForm professionalId={professionalId} configuredDays={byDay.map((d) => d.day)} />
      ) : null}
    </FramedDialog>
  );
}
