import { appointments, emailOutbox } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

// Decision 0374: a series may skip national holidays; the server decides, not the dialog.
// Thursday 10 December 2026, noon in São Paulo: 25/12/2026 and 01/01/2027 are Fridays ahead.
const t = setupTestApp({ clock: () => new Date("2026-12-10T15:00:00Z") });
let ana: Caller;
beforeAll(async () => {
  ana = await signInAs(t.app, await makeClient(t.db));
});

/** A weekly series of 4 from `first` at 14:00 with a professional of its own (every weekday). */
async function weeklyFrom(first: string, recurrence: Record<string, unknown>) {
  const pro = await makeProfessional(t.db, { weekdays: [1, 2, 3, 4, 5] });
  const res = await ana.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId: pro.id,
      appointmentDate: first,
      startTime: "14:00",
      endTime: "15:00",
      serviceType: "online",
      recurrence: { frequency: "weekly", count: 4, ...recurrence },
    },
  });
  const rows = await t.db
    .select({ date: appointments.appointmentDate })
    .from(appointments)
    .where(eq(appointments.professionalId, pro.id))
    .orderBy(appointments.appointmentDate);
  return { res, pro, dates: rows.map((r) => r.date) };
}

describe("a series asked to skip national holidays", () => {
  it("leaves out Christmas and New Year's Day, says so, and tells the professional the rest", async () => {
    const { res, pro, dates } = await weeklyFrom("2026-12-18", { skipHolidays: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      appointmentDate: "2026-12-18",
      skippedDates: [],
      skippedHolidays: ["2026-12-25", "2027-01-01"],
    });
    expect(dates).toEqual(["2026-12-18", "2027-01-08"]);
    const [told] = await t.db
      .select({ params: emailOutbox.params })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipientId, pro.id), eq(emailOutbox.kind, "series_requested")));
    expect(told?.params).toMatchObject({ count: "2", dates: "18/12 e 08/01" });
  });

  it("without the option asks for every date, holidays included", async () => {
    const { res, dates } = await weeklyFrom("2026-12-18", { skipHolidays: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().skippedHolidays).toEqual([]);
    expect(dates).toEqual(["2026-12-18", "2026-12-25", "2027-01-01", "2027-01-08"]);
  });

  it("keeps a first date the client chose on a holiday and skips the later ones", async () => {
    const { res, dates } = await weeklyFrom("2026-12-25", { skipHolidays: true });
    expect(res.statusCode).toBe(201);
    expect(res.json().skippedHolidays).toEqual(["2027-01-01"]);
    expect(dates).toEqual(["2026-12-25", "2027-01-08", "2027-01-15"]);
  });

  it("refuses a flag that is not true or false, in Portuguese", async () => {
    const { res } = await weeklyFrom("2026-12-18", { skipHolidays: "sim" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Indique se os feriados nacionais devem ser pulados.");
  });
});
