import { DEFAULT_TIME_ZONE } from "@domain/constants";
import { addDays, nowInZone } from "@domain/time";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAgendaSettings } from "@web/features/agenda/api/get-agenda-settings";
import { useAvailability } from "@web/features/agenda/api/get-availability";
import { useBlockedRange } from "@web/features/agenda/api/get-blocked-range";
import { formatSessionDay, formatTime } from "@web/lib/dates";
import { useState } from "react";
import type { RescheduleDialogProps } from "../components/reschedule-context";
import { RescheduleForm } from "../components/reschedule-form";
import { weekStartOf } from "../lib/week";

/**
 * 'Remarcar' (issue 17, decision 0252): the professional's agenda joined with the slot picker,
 * opening on the session's own week. Provided to the cards through `RescheduleDialogContext`.
 */
export function RescheduleDialog({ appointment: a, onClose }: RescheduleDialogProps) {
  // "Hoje" is the session's own zone's today (issue 29: it read "Hoje em 01/12" on 27/11).
  const today = nowInZone(a.timeZone, new Date()).date;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Remarcar sessão</DialogTitle>
          <DialogDescription>
            A sessão está marcada para {formatSessionDay(a.appointmentDate, today)} às{" "}
            {formatTime(a.startTime)}. Escolha um novo horário; a sessão muda quando a outra pessoa
            aceitar.
          </DialogDescription>
        </DialogHeader>
        <RescheduleWithAgenda {...{ appointment: a, onClose }} />
      </DialogContent>
    </Dialog>
  );
}

function RescheduleWithAgenda({ appointment: a, onClose }: RescheduleDialogProps) {
  const id = a.professionalId;
  const availability = useAvailability(id);
  const settings = useAgendaSettings(id);
  const now = nowInZone(settings.data?.timeZone ?? DEFAULT_TIME_ZONE, new Date());
  const [weekStart, setWeekStart] = useState(() => weekStartOf(a.appointmentDate));
  const blocked = useBlockedRange(id, weekStart, addDays(weekStart, 6));
  if (!availability.data || !settings.data) {
    return (
      <div role="status" aria-label="Carregando agenda" className="space-y-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <RescheduleForm
      appointment={a}
      agenda={{
        availability: availability.data,
        settings: settings.data,
        now,
        weekStart,
        blocked: blocked.data,
      }}
      onWeekChange={setWeekStart}
      onDone={onClose}
    />
  );
}
