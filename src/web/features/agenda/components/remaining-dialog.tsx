import type { Appointment } from "@domain/contracts/appointments";
import { AppointmentSummary } from "./appointment-summary";
import { EmptyNote } from "./empty-note";
import { FramedDialog } from "./framed-dialog";

interface Props {
  appointments: Appointment[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Serviços Restantes (Semana)': this week's approved or confirmed sessions still ahead. */
export function RemainingDialog({ appointments, open, onOpenChange }: Props) {
  return (
    <FramedDialog
      title="Serviços Restantes (Semana)"
      description="Consultas confirmadas de domingo a sábado desta semana que ainda não começaram."
      open={open}
      onOpenChange={onOpenChange}
    >
      {appointments.length === 0 ? (
        <EmptyNote>Nenhum serviço restante nesta semana.</EmptyNote>
      ) : (
        <ul className="grid gap-3">
          {appointments.map((a) => (
            <li key={a.id} className="rounded-md border border-slate-200 p-4">
              <AppointmentSummary appointment={a} />
            </li>
          ))}
        </ul>
      )}
    </FramedDialog>
  );
}
