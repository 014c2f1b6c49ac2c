import type { Availability } from "@domain/contracts/agenda";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { Trash2 } from "lucide-react";
import { useDeleteAvailability } from "../api/delete-availability";
import { WEEKDAY_NAMES } from "../lib/weekdays";
import { AvailabilityForm } from "./availability-form";
import { EmptyNote } from "./empty-note";
import { FramedDialog } from "./framed-dialog";

interface Props {
  professionalId: string;
  availability: Availability[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Dias de Trabalho': the configured weekdays, each deletable, and the form to add one. */
export function AvailabilityDialog({ professionalId, availability, open, onOpenChange }: Props) {
  const remove = useDeleteAvailability(professionalId);
  const days = [...availability].sort((a, b) => a.dayOfWeek - b.dayOfWeek);

  return (
    <FramedDialog
      title="Dias de Trabalho"
      description="Um horário por dia da semana. Alterar os dias não muda consultas já marcadas."
      open={open}
      onOpenChange={onOpenChange}
    >
      {days.length === 0 ? (
        <EmptyNote>Nenhum dia configurado ainda.</EmptyNote>
      ) : (
        <ul aria-label="Dias configurados" className="grid gap-2">
          {days.map((day) => {
            const name = WEEKDAY_NAMES[day.dayOfWeek];
            return (
              <li
                key={day.id}
                className="flex items-center gap-3 rounded-md border border-slate-200 py-2 pr-1 pl-3"
              >
                <div className="grid text-sm">
                  <span className="font-medium text-slate-900">{name}</span>
                  <span className="text-slate-700">
                    {day.startTime} – {day.endTime}
                  </span>
                </div>
                <Badge tone={day.isActive ? "green" : "grey"} className="ml-auto">
                  {day.isActive ? "Ativo" : "Inativo"}
                </Badge>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Excluir ${name}`}
                  disabled={remove.isPending && remove.variables === day.id}
                  onClick={() =>
                    remove.mutate(day.id, {
                      onSuccess: () =>
                        toast({
                          title: "Sucesso",
                          description: `${name} removido dos dias de trabalho.`,
                        }),
                    })
                  }
                >
                  <Trash2 className="text-red-700" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <AvailabilityForm
        professionalId={professionalId}
        configuredDays={availability.map((a) => a.dayOfWeek)}
      />
    </FramedDialog>
  );
}
