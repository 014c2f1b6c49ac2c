import type { Appointment } from "@domain/contracts/appointments";
import { isChangeableSession } from "@domain/session-changes";
import { Button } from "@web/components/ui/button";
import { formatDate, formatTime } from "@web/lib/dates";
import { useState } from "react";
import { CancelSessionDialog } from "./cancel-session-dialog";
import { useRescheduleDialog } from "./reschedule-context";

interface Props {
  appointment: Appointment;
  /** The other side's name. */
  otherName: string;
}

/**
 * 'Remarcar' and 'Cancelar' on an approved session that has not started, for either side
 * (issue 17, decisions 0250, 0252). 'Remarcar' shows when the page provides its dialog.
 */
export function SessionActions({ appointment: a, otherName }: Props) {
  const RescheduleDialog = useRescheduleDialog();
  const [open, setOpen] = useState<"cancel" | "reschedule" | null>(null);
  if (!isChangeableSession(a, new Date())) return null;
  const when = `${formatDate(a.appointmentDate)} às ${formatTime(a.startTime)}`;
  return (
    <>
      {RescheduleDialog ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen("reschedule")}
          aria-label={`Remarcar: ${otherName}, ${when}`}
        >
          Remarcar
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen("cancel")}
        aria-label={`Cancelar: ${otherName}, ${when}`}
      >
        Cancelar
      </Button>
      {open === "cancel" ? (
        <CancelSessionDialog appointment={a} otherName={otherName} onClose={() => setOpen(null)} />
      ) : null}
      {open === "reschedule" && RescheduleDialog ? (
        <RescheduleDialog appointment={a} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
