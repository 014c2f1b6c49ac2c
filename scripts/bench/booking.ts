/**
 * Issue 17's booking scenarios: POST /api/appointments with the bookings spread over many
 * professionals (p99 ≤ 50 ms at 200/s under 50 connections), and a series of 12 (≤ 100 ms); the hot
 * professional (every request on one agenda, each slot asked by two clients at once), which
 * shows what the agenda lock serialises and has no budget of its own.
 */

import type { BookingSlot } from "./pools";
import { BOOKING_BUDGET, booking, type Callers, type Scenario } from "./scenarios";

/** Each free slot of one professional asked twice in a row by two clients: a 201 and a 409. */
export function hotProfessionalScenario(slots: BookingSlot[], callers: Callers): Scenario {
  let i = 0;
  let slot = slots[0]!;
  return {
    name: "booking: hot professional (2 asks a slot)",
    method: "POST",
    expected: 201,
    alsoAccepted: [409],
    explain: false,
    next: () => {
      if (i % 2 === 0) slot = slots.shift() ?? slot;
      return {
        method: "POST",
        path: "/api/appointments",
        body: booking(slot),
        // Bookers from the end of the list: the spread scenario takes them from the start.
        cookie: callers.bookers[callers.bookers.length - 1 - (i++ % callers.bookers.length)]!,
      };
    },
  };
}

/**
 * A weekly series of 12 from a free slot (`recurrence` on POST /api/appointments). Occurrences
 * that meet a taken or blocked time make the series a 409 or are skipped, as the API decides:
 * both are correct answers here; what is measured is the request's latency.
 */
export function seriesScenario(slots: BookingSlot[], callers: Callers): Scenario {
  let i = 0;
  let last = slots[0]!;
  return {
    name: "booking: weekly series of 12",
    method: "POST",
    expected: 201,
    alsoAccepted: [409],
    // Issue 17: a series is a booking POST: the booking's rate, with its own p99.
    budget: { rate: BOOKING_BUDGET.rate, p99: 100 },
    explain: false,
    next: () => {
      last = slots.pop() ?? last;
      return {
        method: "POST",
        path: "/api/appointments",
        body: JSON.stringify({
          ...last,
          status: "pending",
          serviceType: "online",
          recurrence: { frequency: "weekly", count: 12 },
        }),
        cookie: callers.bookers[i++ % callers.bookers.length]!,
      };
    },
  };
}

/** Whether POST /api/appointments takes `recurrence` yet (helper 2's series booking). */
export async function seriesSupported(url: string, cookie: string): Promise<boolean> {
  const res = await fetch(`${url}/api/appointments`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    // An invalid count: a 400 naming the count says the field is read; an ignored field says not.
    body: JSON.stringify({ recurrence: { frequency: "weekly", count: 99 } }),
  });
  const text = await res.text();
  return res.status === 400 && /recorr|s[ée]rie|recurrence|12/i.test(text);
}
