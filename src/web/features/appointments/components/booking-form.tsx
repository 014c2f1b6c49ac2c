import { lastBookableDate } from "@domain/appointments";
import {
  BOOKING_POLICY_MESSAGES,
  type BookingTerms,
  HEALTH_NOTE_CONSENT,
} from "@domain/booking-policy";
import type { ServiceType } from "@domain/constants";
import type { AgendaSettings, Availability, BlockedSlot } from "@domain/contracts/agenda";
import { NOTES_MAX_LENGTH } from "@domain/contracts/appointments";
import type { PublicProfessional } from "@domain/contracts/professionals";
import { computeOpenSlots, type Slot } from "@domain/slots";
import type { ZonedNow } from "@domain/time";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { DialogClose, DialogFooter } from "@web/components/ui/dialog";
import { FieldError, Input, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { type FormEvent, useState } from "react";
import { useCreateAppointment } from "../api/create-appointment";
import { useWeekAppointments } from "../api/get-week-appointments";
import { bookingProblem, defaultServiceType, serviceTypeChoices } from "../lib/booking-rules";
import { firstOpenDay, isDaySelectable } from "../lib/week";
import { BookingSummary } from "./booking-summary";
import { OnlineSafetyNotice } from "./online-safety-notice";
import { NO_REPEAT, RepeatField, seriesSentText } from "./repeat-field";
import { ServiceTypeField } from "./service-type-field";
import { SlotPicker } from "./slot-picker";
import { WeekCalendar } from "./week-calendar";

/** What the booking needs of the professional's agenda, for the week on show. */
export interface BookingAgenda {
  availability: Availability[];
  settings: AgendaSettings;
  /** Now in the professional's time zone. */
  now: ZonedNow;
  weekStart: string;
  /** The week's blocked slots; undefined while they load. */
  blocked: BlockedSlot[] | undefined;
}

interface Props {
  professional: PublicProfessional;
  clientNeighborhood: string | null;
  /** The client's own address, the home visit's default. */
  clientAddress: string;
  agenda: BookingAgenda;
  /** Chosen when the form opens (a 'Próximo horário' link); only a slot still open is booked. */
  initialSlot?: { date: string; startTime: string } | null;
  onWeekChange: (weekStart: string) => void;
  onDone: () => void;
}

/** The booking form; it lives only while the dialog is open, so closing it clears it. */
export function BookingForm({ professional, clientNeighborhood, agenda, ...props }: Props) {
  const id = professional.id;
  const p = professional.professionalProfile;
  const { now, weekStart, availability: windows } = agenda;
  // undefined until the client picks a day: then the week's first open day is chosen (issue 29).
  const [pickedDate, setDate] = useState<string | null | undefined>(props.initialSlot?.date);
  const [slot, setSlot] = useState<Slot | null>(() =>
    props.initialSlot ? { startTime: props.initialSlot.startTime, endTime: "" } : null,
  );
  const choices = serviceTypeChoices(p.serviceOptions, p.homeServiceAreas, clientNeighborhood);
  const [serviceType, setServiceType] = useState(() => defaultServiceType(choices));
  const [clientAddress, setClientAddress] = useState(props.clientAddress);
  const [notes, setNotes] = useState("");
  const [notesConsent, setNotesConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const terms: BookingTerms = {
    cancellationNoticeHours: agenda.settings.cancellationNoticeHours,
    bookingPolicy: agenda.settings.bookingPolicy,
    price: p.priceRange,
    startingFrom: p.startingFrom,
  };
  const [repeat, setRepeat] = useState(NO_REPEAT);
  const appointments = useWeekAppointments(id, weekStart);
  const booking = useCreateAppointment(id);
  const duration = agenda.settings.serviceDuration;
  const date =
    pickedDate !== undefined
      ? pickedDate
      : appointments.data && agenda.blocked
        ? firstOpenDay(weekStart, {
            availability: windows,
            serviceDuration: duration,
            appointments: appointments.data,
            blocked: agenda.blocked,
            now,
          })
        : null;

  const openSlots =
    date && appointments.data && agenda.blocked
      ? computeOpenSlots({
          date,
          availability: windows,
          serviceDuration: duration,
          appointments: appointments.data,
          blocked: agenda.blocked,
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
    if (notes.trim() && !notesConsent) {
      setConsentMissing(true);
      return;
    }
    const request = {
      professionalId: id,
      appointmentDate: date,
      startTime: chosen.startTime,
      endTime: chosen.endTime,
      status: "pending",
      serviceType,
      clientAddress: serviceType === "domiciliar" ? clientAddress.trim() : null,
      notes: notes.trim() || null,
      notesConsent: notes.trim() ? notesConsent : undefined,
      acceptedTerms: terms,
      neighborhood: clientNeighborhood,
      recurrence: repeat.frequency
        ? { frequency: repeat.frequency, count: repeat.count, skipHolidays: repeat.skipHolidays }
        : undefined,
    } as const;
    booking.mutate(request, {
      onSuccess: (created) => {
        toast({
          title: "Agendamento solicitado",
          description: seriesSentText(created.skippedDates, created.skippedHolidays),
        });
        props.onDone();
      },
    });
  };

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
            props.onWeekChange(w);
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
      <RepeatField
        value={repeat}
        date={chosen ? date : null}
        lastDate={lastBookableDate(now.date)}
        onChange={setRepeat}
      />
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
      <OnlineSafetyNotice serviceType={serviceType} />
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
          aria-describedby="booking-notes-hint"
          onChange={(e) => setNotes(e.target.value)}
        />
        <p id="booking-notes-hint" className="text-xs text-slate-700">
          Escreva só o necessário: esta observação pode conter dados de saúde e é vista apenas pelo
          profissional.
        </p>
        {notes.trim() ? (
          <div className="space-y-1">
            <div className="flex items-start gap-2">
              <Checkbox
                id="booking-notes-consent"
                className="mt-0.5"
                checked={notesConsent}
                aria-invalid={consentMissing && !notesConsent ? true : undefined}
                onCheckedChange={(checked) => {
                  setNotesConsent(checked === true);
                  setConsentMissing(false);
                }}
              />
              <Label htmlFor="booking-notes-consent" className="text-sm font-normal leading-snug">
                {HEALTH_NOTE_CONSENT.text}
              </Label>
            </div>
            <FieldError
              message={
                consentMissing && !notesConsent
                  ? BOOKING_POLICY_MESSAGES.noteNeedsConsent
                  : undefined
              }
            />
          </div>
        ) : null}
      </div>
      {date && chosen && serviceType ? (
        <BookingSummary
          date={date}
          startTime={chosen.startTime}
          endTime={chosen.endTime}
          serviceType={serviceType}
          terms={terms}
        />
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancelar
          </Button>
        </DialogClose>
        <Button type="submit" disabled={booking.isPending}>
          {booking.isPending ? "Enviando..." : "Solicitar Agendamento"}
        </Button>
      </DialogFooter>
    </form>
  );
}
