import { addDays } from "@domain/time";
import { appointments } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
  today,
} from "@server/test/factories";
import { loopGuard } from "@server/test/loop-guard";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const list = (caller: Caller, query = "") =>
  caller.request({ url: `/api/appointments/professional${query}` });

/** Weekly past sessions going back `weeks` weeks, as years of practice leave behind. */
async function history(professionalId: string, clientId: string, weeks: number) {
  for (let week = 1; week <= weeks; week++) {
    await makeAppointment(t.db, {
      clientId,
      professionalId,
      date: addDays(today(), -7 * week),
      startTime: "10:00",
      endTime: "11:00",
      status: "confirmed",
    });
  }
}

describe("GET /api/appointments/professional", () => {
  it("lists what is coming soonest first, the history latest first, the client as counterpart, with the counters", async () => {
    const pro = await makeProfessional(t.db);
    const rita = await makeClient(t.db, { firstName: "Rita", phone: "11912345678" });
    const other = await makeProfessional(t.db);
    const at = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });
    const ids = { clientId: rita.id, professionalId: pro.id };
    const future = nextWeekday(2);
    const made = {
      pending: await makeAppointment(t.db, { ...ids, ...at(future, "09:00", "10:00") }),
      approved: await makeAppointment(t.db, {
        ...ids,
        ...at(future, "11:00", "12:00"),
        status: "approved",
      }),
      todayEarly: await makeAppointment(t.db, {
        ...ids,
        ...at(today(), "00:00", "00:30"),
        status: "confirmed",
      }),
      cancelledToday: await makeAppointment(t.db, {
        ...ids,
        ...at(today(), "00:30", "01:00"),
        status: "cancelled",
      }),
      past: await makeAppointment(t.db, {
        ...ids,
        ...at(addDays(today(), -3), "15:00", "16:00"),
        status: "approved",
      }),
    };
    await makeAppointment(t.db, {
      clientId: rita.id,
      professionalId: other.id,
      ...at(future, "09:00", "10:00"),
    });

    const caller = await signInAs(t.app, pro);
    const res = await list(caller);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Issue 29, item 8 (decision 0380): the next session first, as a professional works.
    expect(body.items.map((a: { id: string }) => a.id)).toEqual([
      made.pending.id,
      made.approved.id,
    ]);
    expect(body.nextCursor).toBeNull();
    // What started, or was closed, is history: the latest first.
    const past = (await list(caller, "?period=history")).json();
    expect(past.items.map((a: { id: string }) => a.id)).toEqual([
      made.cancelledToday.id,
      made.todayEarly.id,
      made.past.id,
    ]);
    expect(past.counts).toEqual(body.counts);
    expect(body.items[0].client).toMatchObject({
      firstName: "Rita",
      phone: "11912345678",
      address: "Pinheiros",
      email: rita.email,
    });
    expect(body.counts).toEqual({ pending: 1, confirmed: 3, today: 1, total: 5 });
    expect(body.nextCursor).toBeNull();
  });

  it("pages through years of history without ever sending more than the page size", async () => {
    const pro = await makeProfessional(t.db);
    const client = await makeClient(t.db);
    await history(pro.id, client.id, 130);
    const caller = await signInAs(t.app, pro);

    expect((await list(caller)).json().items).toEqual([]);
    const first = (await list(caller, "?period=history")).json();
    expect(first.items).toHaveLength(50);
    expect(first.counts).toMatchObject({ confirmed: 130, total: 130 });

    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    const turn = loopGuard(100, "pages");
    do {
      turn();
      const query: string = `?period=history&limit=40${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page = (await list(caller, query)).json();
      expect(page.items.length).toBeLessThanOrEqual(40);
      for (const a of page.items) seen.add(a.id);
      expect(page.counts.total).toBe(130);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen.size).toBe(130);
  });

  it("pages the upcoming list soonest first, each session once", async () => {
    const pro = await makeProfessional(t.db);
    const client = await makeClient(t.db);
    const dates = [3, 1, 4, 2, 5].map((weeks) => nextWeekday(2, weeks));
    for (const date of dates) {
      await makeAppointment(t.db, {
        clientId: client.id,
        professionalId: pro.id,
        date,
        startTime: "10:00",
        endTime: "11:00",
        status: "approved",
      });
    }
    const caller = await signInAs(t.app, pro);
    const seen: string[] = [];
    let cursor: string | null = null;
    const turn = loopGuard(10, "pages");
    do {
      turn();
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page = (await list(caller, query)).json();
      seen.push(...page.items.map((a: { appointmentDate: string }) => a.appointmentDate));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...dates].sort());
  });

  it("continues after the cursor in date, time and id order, also within one day", async () => {
    const pro = await makeProfessional(t.db);
    const client = await makeClient(t.db);
    const day = nextWeekday(3);
    const times = ["09:00", "10:00", "11:00"];
    for (const start of times) {
      await makeAppointment(t.db, {
        clientId: client.id,
        professionalId: pro.id,
        date: day,
        startTime: start,
        endTime: start.replace(/^(\d\d):00/, "$1:50"),
      });
    }
    const caller = await signInAs(t.app, pro);
    const first = (await list(caller, "?limit=2")).json();
    expect(first.items.map((a: { startTime: string }) => a.startTime)).toEqual(["09:00", "10:00"]);
    const second = (await list(caller, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((a: { startTime: string }) => a.startTime)).toEqual(["11:00"]);
    expect(second.nextCursor).toBeNull();
  });

  it("shows an unanswered request as 'Não respondido', not as pending", async () => {
    const pro = await makeProfessional(t.db);
    const client = await makeClient(t.db);
    const stale = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      date: nextWeekday(4),
      startTime: "14:00",
      endTime: "15:00",
    });
    await t.db
      .update(appointments)
      .set({ createdAt: new Date(testNow().getTime() - 49 * 3_600_000) })
      .where(eq(appointments.id, stale.id));
    const body = (await list(await signInAs(t.app, pro), "?period=history")).json();
    expect(body.items[0].status).toBe("auto_rejected");
    expect(body.counts).toMatchObject({ pending: 0, total: 1 });
  });

  it.each([
    ["a page over 100", "?limit=101", "Paginação inválida (máximo 100)"],
    ["a page of 0", "?limit=0", "Paginação inválida"],
    ["a made-up cursor", "?cursor=amanha", "Cursor inválido"],
    ["a made-up period", "?period=ontem", "Período inválido: use upcoming ou history"],
    [
      "a cursor with an impossible date",
      "?cursor=2026-02-30T10:00,6f1c0a52-9d7e-4a8b-9c3d-2e1f0a9b8c7d",
      "Cursor inválido",
    ],
  ])("refuses %s (400)", async (_label, query, message) => {
    const res = await list(await signInAs(t.app, await makeProfessional(t.db)), query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
