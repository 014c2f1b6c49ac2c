import type { Appointment } from "@domain/contracts/appointments";
import { computeOpenSlots, type Slot } from "@domain/slots";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/use-toast";
import { type FormEvent, useState } from "react";
import { useWeekAppointments } from "../api/get-week-appointments";
import { useProposeReschedule } from "../api/propose-reschedule";
import { isDaySelectable } from "../lib/week";
import type { BookingAgenda } from "./booking-form";
import { SlotPicker } from "./slot-picker";
import { WeekCalendar } from "./week-calendar";

interface Props {
  appointment: Appointment;
  agenda: BookingAgenda;
  onWeekChange: (weekStart: string) => void;
  onDone: () => void;
}

/**
 * 'Remarcar': a new time from the professional's open slots, as the booking dialog offers them
 * (issue 17, decision 0252). The session stays where it is until the other side accepts.
 */
export function RescheduleForm({ appointment: a, agenda, onWeekChange, onDone }: Props) {
  const { now, weekStart, availability } = agenda;
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const week = useWeekAppointments(a.professionalId, weekStart);
  const propose = useProposeReschedule();
  const openSlots =
    date && week.data && agenda.blocked
      ? computeOpenSlots({
          date,
          availability,
          serviceDuration: agenda.settings.serviceDuration,
          appointments: week.data,
          blocked: agenda.blocked,
          now,
        })
      : null;
  const chosen = openSlots?.slots.find((s) => s.startTime === slot?.startTime) ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date || !chosen) {
      toast({ title: "Escolha um horário", description: "Selecione a data e o novo horário." });
      return;
    }
    propose.mutate(
      { appointment: a, slot: { appointmentDate: date, ...chosen } },
      {
        onSuccess: () => {
          toast({
            title: "Remarcação proposta",
            description: "A sessão muda quando a outra pessoa aceitar.",
          });
          onDone();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-900">Nova data</legend>
        <WeekCalendar
          weekStart={weekStart}
          today={now.date}
          selectedDate={date}
          isSelectable={(d) => isDaySelectable(d, { today: now.date, availability })}
          onWeekChange={(w) => {
            onWeekChange(w);
            setDate(null);
          }}
          onSelect={setDate}
        />
      </fieldset>
      <SlotPicker date={date} openSlots={openSlots} selected={chosen} onSelect={setSlot} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Voltar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={propose.isPending}>
          {propose.isPending ? "Enviando..." : "Propor novo horário"}
        </Button>
      </DialogFooter>
    </form>
  );
}
