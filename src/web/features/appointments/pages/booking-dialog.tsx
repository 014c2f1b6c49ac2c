import { DEFAULT_TIME_ZONE } from "@domain/constants";
import type { PublicProfessional } from "@domain/contracts/professionals";
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
import { useState } from "react";
import { BookingForm } from "../components/booking-form";
import { openingWeekStart, weekStartOf } from "../lib/week";

interface Props {
  professional: PublicProfessional;
  /** The search's `neighborhood` parameter, else the client's own address. */
  clientNeighborhood: string | null;
  /** The client's address, the home visit's default. */
  clientAddress: string;
  /** The slot to open on (a 'Próximo horário' link, issue 17): its week, day and time chosen. */
  initialSlot?: { date: string; startTime: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2 'Agendar Consulta': the professional's agenda joined with the booking form. */
export function BookingDialog({ open, onOpenChange, ...props }: Props) {
  const { professional } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl p-4 sm:p-6">
        <DialogHeader>
          <DialogTitle>Agendar Consulta</DialogTitle>
          <DialogDescription>
            Com {professional.firstName} {professional.lastName}. Escolha a data e o horário; o
            profissional confirmará a solicitação.
          </DialogDescription>
        </DialogHeader>
        <BookingWithAgenda {...props} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type BookingWithAgendaProps = Omit<Props, "open" | "onOpenChange"> & { onDone: () => void };

/** Lives only while the dialog is open, so closing it forgets the week and the form. */
function BookingWithAgenda({ professional, ...props }: BookingWithAgendaProps) {
  const id = professional.id;
  const availability = useAvailability(id);
  const settings = useAgendaSettings(id);
  const now = nowInZone(settings.data?.timeZone ?? DEFAULT_TIME_ZONE, new Date());
  const [pickedWeek, setPickedWeek] = useState<string | null>(null);
  // Until the client moves, the calendar opens on the week of the next free slot (issue 29),
  // else on the first week that has a working day left.
  const weekStart =
    pickedWeek ??
    (props.initialSlot ? weekStartOf(props.initialSlot.date) : null) ??
    (availability.data
      ? openingWeekStart(professional.nextAvailableAt, {
          today: now.date,
          availability: availability.data,
        })
      : weekStartOf(now.date));
  const blocked = useBlockedRange(id, weekStart, addDays(weekStart, 6));

  if (!availability.data || !settings.data) {
    return (
      <div role="status" aria-label="Carregando agenda" className="space-y-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  return (
    <BookingForm
      professional={professional}
      {...props}
      agenda={{
        availability: availability.data,
        settings: settings.data,
        now,
        weekStart,
        blocked: blocked.data,
      }}
      onWeekChange={setPickedWeek}
    />
  );
}
