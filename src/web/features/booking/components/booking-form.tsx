import { DEFAULT_SERVICE_DURATION, DEFAULT_TIME_ZONE, type ServiceType } from "@domain/constants";
import { NOTES_MAX_LENGTH } from "@domain/contracts/appointments";
import type { PublicProfessional } from "@domain/contracts/professionals";
import { computeOpenSlots, type Slot } from "@domain/slots";
import { addDays, nowInZone } from "@domain/time";
import { Button } from "@web/components/ui/button";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { Input, Label, Textarea } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/use-toast";
import { useAuth } from "@web/features/auth/api/use-auth";
import { type FormEvent, useState } from "react";
import { useAgendaSettings, useAvailability, useBlockedRange } from "../api/agenda-reads";
import { useRequestBooking } from "../api/create-appointment";
import { useWeekAppointments } from "../api/week-appointments";
import { bookingProblem, defaultServiceType, serviceTypeChoices } from "../lib/booking-rules";
import { initialWeekStart, isDaySelectable, weekStartOf } from "../lib/week";
import { ServiceTypeField } from "./service-type-field";
import { SlotPicker } from "./slot-picker";
import { WeekCalendar } from "./week-calendar";

interface Props {
  professional: PublicProfessional;
  clientNeighborhood: string | null;
  onDone: () => void;
}

/** The booking form; it lives only while the dialog is open, so closing it clears it. */
export function BookingForm({ professional, clientNeighborhood, onDone }: Props) {
  const { user } = useAuth();
  const id = professional.id;
  const p = professional.professionalProfile;
  const availability = useAvailability(id);
  const settings = useAgendaSettings(id);
  const now = nowInZone(settings.data?.timeZone ?? DEFAULT_TIME_ZONE, new Date());
  const [pickedWeek, setPickedWeek] = useState<string | null>(null);
  // Until the client moves, the calendar opens on the first week that has a working day left.
  const weekStart =
    pickedWeek ??
    (availability.data
      ? initialWeekStart({ today: now.date, availability: availability.data })
      : weekStartOf(now.date));
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const choices = serviceTypeChoices(p.serviceOptions, p.homeServiceAreas, clientNeighborhood);
  const [serviceType, setServiceType] = useState(() => defaultServiceType(choices));
  const [clientAddress, setClientAddress] = useState(user?.address ?? "");
  const [notes, setNotes] = useState("");
  const appointments = useWeekAppointments(id, weekStart);
  const blocked = useBlockedRange(id, weekStart, addDays(weekStart, 6));
  const booking = useRequestBooking(id, onDone);
  const duration = settings.data?.serviceDuration ?? DEFAULT_SERVICE_DURATION;
  const windows = availability.data ?? [];

  const openSlots =
    date && appointments.data && blocked.data
      ? computeOpenSlots({
          date,
          availability: windows,
          serviceDuration: duration,
          appointments: appointments.data,
          blocked: blocked.data,
          now,
        })
      : null;
  // A slot taken meanwhile (a 409 refreshes the week) simply stops being selected.
  const chosen = openSlots?.slots.find((s) => s.startTime === slot?.startTime) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = bookingProblem(
      { date, startTime: chosen?.startTime ?? null, serviceType, clientAddress },
      choices,
    );
    if (problem || !date || !chosen || !serviceType) {
      if (problem) toast({ ...problem, variant: "destructive" });
      return;
    }
    booking.send({
      professionalId: id,
      appointmentDate: date,
      startTime: chosen.startTime,
      endTime: chosen.endTime,
      status: "pending",
      serviceType,
      clientAddress: serviceType === "domiciliar" ? clientAddress.trim() : null,
      notes: notes.trim() || null,
      neighborhood: clientNeighborhood,
    });
  };

  if (availability.isPending || settings.isPending) {
    return (
      <div role="status" aria-label="Carregando agenda" className="space-y-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-900">Data</legend>
        <WeekCalendar
          weekStart={weekStart}
          today={now.date}
          selectedDate={date}
          isSelectable={(d) => isDaySelectable(d, { today: now.date, availability: windows })}
          onWeekChange={(w) => {
            setPickedWeek(w);
            setDate(null);
          }}
          onSelect={setDate}
        />
        {windows.length === 0 ? (
          <p className="text-sm text-slate-700">
            Este profissional ainda não configurou os dias de atendimento.
          </p>
        ) : null}
      </fieldset>
      <SlotPicker date={date} openSlots={openSlots} selected={chosen} onSelect={setSlot} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor="booking-duration">Duração</Label>
          <Input id="booking-duration" readOnly value={`${duration} minutos`} />
        </div>
        <ServiceTypeField
          choices={choices}
          value={serviceType}
          clientNeighborhood={clientNeighborhood}
          onChange={(v: ServiceType) => setServiceType(v)}
        />
      </div>
      {serviceType === "domiciliar" ? (
        <div className="space-y-2">
          <Label htmlFor="booking-address">Endereço para o atendimento</Label>
          <Input
            id="booking-address"
            value={clientAddress}
            maxLength={300}
            autoComplete="street-address"
            onChange={(e) => setClientAddress(e.target.value)}
          />
        </div>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor="booking-notes">Observações (opcional)</Label>
        <Textarea
          id="booking-notes"
          value={notes}
          maxLength={NOTES_MAX_LENGTH}
          placeholder="Conte algo que o profissional deva saber antes da consulta."
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={booking.isSending}>
          {booking.isSending ? "Enviando..." : "Solicitar Agendamento"}
        </Button>
      </DialogFooter>
    </form>
  );
}
