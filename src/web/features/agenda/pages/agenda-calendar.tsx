import { BOOKED_STATUSES } from "@domain/constants";
import type { Availability, BlockedSlot } from "@domain/contracts/agenda";
import { nationalHolidays } from "@domain/holidays";
import { dayOfWeek, nowInZone } from "@domain/time";
import { Card } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { useState } from "react";
import { useAgendaAppointments } from "../api/get-agenda-appointments";
import { useBlockedRange } from "../api/get-blocked-range";
import { BlockRangeDialog } from "../components/block-range-dialog";
import { BlockSlotDialog, type SlotOfDay } from "../components/block-slot-dialog";
import { CalendarLegend } from "../components/calendar-legend";
import { HolidayList } from "../components/holiday-list";
import { MonthCalendar } from "../components/month-calendar";
import { SlotPickerDialog } from "../components/slot-picker-dialog";
import { UnblockSlotDialog } from "../components/unblock-slot-dialog";
import { dayClick } from "../lib/day-click";
import { monthRange, stepMonth } from "../lib/month";
import { slotStates } from "../lib/slot-states";
import { workingWeekdays } from "../lib/weekdays";

interface Props {
  professionalId: string;
  /** Undefined until it arrives (a failed read arrives empty). */
  availability: Availability[] | undefined;
  serviceDuration: number;
  /** The professional's zone: "today" and the slots' times are theirs. */
  timeZone: string;
}

const isBooked = (status: string) => (BOOKED_STATUSES as readonly string[]).includes(status);

/**
 * The month calendar with its slot picker, 'Confirmar Bloqueio' and unblocking. Reads the month's
 * appointments and blocked ranges (SPEC §7: about 30 days around the month shown).
 */
export function AgendaCalendar({ professionalId, availability, serviceDuration, timeZone }: Props) {
  const now = nowInZone(timeZone, new Date());
  const [month, setMonth] = useState<string | null>(null);
  const shown = month ?? now.date;
  const range = monthRange(shown);
  const appointments = useAgendaAppointments(range.start, range.end).data ?? [];
  const blocked = useBlockedRange(professionalId, range.start, range.end).data ?? [];
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const [toBlock, setToBlock] = useState<SlotOfDay | null>(null);
  const [toUnblock, setToUnblock] = useState<BlockedSlot | null>(null);
  const [dayToBlock, setDayToBlock] = useState<string | null>(null);

  const working = workingWeekdays(availability ?? []);
  const bookedDays = new Set(
    appointments.filter((a) => isBooked(a.status)).map((a) => a.appointmentDate),
  );
  // A whole-day block (issue 17) runs to the day's last minute from midnight, or from "now".
  const blockedDays = new Set(blocked.filter((b) => b.endTime === "23:59").map((b) => b.date));
  const isBlockedDay = (date: string) => blockedDays.has(date);
  const holidays = nationalHolidays(range.start, range.end);
  const holidayName = (date: string) => holidays.find((h) => h.date === date)?.name;
  const monthPrefix = shown.slice(0, 7);
  const holidaysAhead = holidays.filter(
    (h) => h.date >= now.date && h.date.startsWith(monthPrefix),
  );
  const slots = pickedDate
    ? slotStates({
        date: pickedDate,
        availability: availability ?? [],
        serviceDuration,
        appointments,
        blocked,
        now,
      })
    : [];

  const openDay = (date: string) => {
    // "Today" read again: a page left open overnight must not manage yesterday.
    const outcome = dayClick(date, nowInZone(timeZone, new Date()).date, availability);
    if (outcome.kind === "open") setPickedDate(date);
    else toast({ title: outcome.title, description: outcome.description, variant: "destructive" });
  };

  return (
    <Card className="grid gap-4 p-3 sm:p-6">
      <MonthCalendar
        month={shown}
        today={now.date}
        isWorkingDay={(date) => working.includes(dayOfWeek(date))}
        hasBookedSessions={(date) => bookedDays.has(date)}
        isBlockedDay={isBlockedDay}
        holidayName={holidayName}
        onMonthStep={(direction) => setMonth(stepMonth(shown, direction))}
        onDayClick={openDay}
      />
      <CalendarLegend />
      <HolidayList
        professionalId={professionalId}
        holidays={holidaysAhead}
        isBlockedDay={isBlockedDay}
      />
      <SlotPickerDialog
        date={pickedDate}
        slots={slots}
        onClose={() => setPickedDate(null)}
        onBlock={(slot) => pickedDate && setToBlock({ ...slot, date: pickedDate })}
        onUnblock={(slot) => setToUnblock(blocked.find((b) => b.id === slot.blockId) ?? null)}
        onBlockDay={(date) => {
          setPickedDate(null);
          setDayToBlock(date);
        }}
      />
      <BlockRangeDialog
        professionalId={professionalId}
        mode={dayToBlock ? "day" : null}
        today={now.date}
        initialDate={dayToBlock ?? undefined}
        onClose={() => setDayToBlock(null)}
      />
      <BlockSlotDialog
        professionalId={professionalId}
        slot={toBlock}
        onClose={() => setToBlock(null)}
      />
      <UnblockSlotDialog
        professionalId={professionalId}
        block={toUnblock}
        onClose={() => setToUnblock(null)}
      />
    </Card>
  );
}
