import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";

// Decision 0300: a booking is the session lookup and nine statements, all but the agenda lock
// and the next-free refresh named (parsed and planned once per connection); decision 0311: eight
// when the booked time is later than the kept next free slot (the refresh is skipped). Counted on the
// PostgreSQL driver; PGlite has no round trips to count, so this runs on PostgreSQL only.
const onPostgres = inject("testDatabase").kind === "postgres";
const t = setupTestApp();

const sent: { text: string; named: boolean }[] = [];
const original = pg.Client.prototype.query;
afterEach(() => {
  pg.Client.prototype.query = original;
});

function countStatements() {
  sent.length = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string; name?: string };
    sent.push(
      typeof config === "string"
        ? { text: config, named: false }
        : { text: config.text, named: !!config.name },
    );
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
}

const booking = (professionalId: string, hour: number) => ({
  method: "POST" as const,
  url: "/api/appointments",
  payload: {
    professionalId,
    appointmentDate: nextWeekday(2),
    startTime: `${String(hour).padStart(2, "0")}:00`,
    endTime: `${String(hour + 1).padStart(2, "0")}:00`,
    serviceType: "online",
    notes: "Primeira consulta",
    notesConsent: true,
  },
});

describe.runIf(onPostgres)("a booking's round trips (PostgreSQL)", () => {
  it("is the session lookup and 8 statements, 7 of them named, for a slot after the next free one", async () => {
    const pro = await makeProfessional(t.db);
    const client = await makeClient(t.db);
    const asClient = await signInAs(t.app, client);
    // The first booking prepares the named statements on the connections it meets.
    expect((await asClient.request(booking(pro.id, 9))).statusCode).toBe(201);

    countStatements();
    const res = await asClient.request(booking(pro.id, 10));
    pg.Client.prototype.query = original;
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      professionalId: pro.id,
      clientId: client.id,
      startTime: "10:00",
      endTime: "11:00",
      status: "pending",
      notes: "Primeira consulta",
      expiresAt: expect.any(String),
      client: { firstName: client.firstName },
    });
    const texts = sent.map((s) => s.text.trim().split(/\s+/)[0]!.toLowerCase());
    // session, context | begin, agenda lock, parties + client lock, day + counts, insert,
    // the note's consent (decision 0392), notify | commit | the answer. The next free slot is
    // within this week (the factory's Monday-to-Friday agenda), the booking a week ahead or
    // more: no refresh.
    expect(sent).toHaveLength(11);
    expect(sent.some((s) => s.text.includes("next_free_slot"))).toBe(false);
    expect(texts.filter((w) => w === "begin" || w === "commit")).toHaveLength(2);
    expect(sent.filter((s) => s.named)).toHaveLength(7);
  });

  it("refreshes the next free slot when the booking takes it, and search then shows the next one", async () => {
    const pro = await makeProfessional(t.db);
    const asClient = await signInAs(t.app, await makeClient(t.db));
    const before = (await asClient.request({ url: `/api/professionals/${pro.id}` })).json();
    const [date, time] = (before.nextAvailableAt as string).split("T") as [string, string];
    const end = `${String(Number(time.slice(0, 2)) + 1).padStart(2, "0")}${time.slice(2)}`;
    countStatements();
    const res = await asClient.request({
      ...booking(pro.id, 9),
      payload: {
        ...booking(pro.id, 9).payload,
        appointmentDate: date,
        startTime: time,
        endTime: end,
      },
    });
    pg.Client.prototype.query = original;
    expect(res.statusCode).toBe(201);
    expect(sent).toHaveLength(12);
    expect(sent.some((s) => s.text.includes("next_free_slot"))).toBe(true);
    const after = (await asClient.request({ url: `/api/professionals/${pro.id}` })).json();
    expect(after.nextAvailableAt).not.toBe(before.nextAvailableAt);
    expect(after.nextAvailableAt > before.nextAvailableAt).toBe(true);
  });

  it("takes the same statements when the slot is taken, and stops at the check (409)", async () => {
    const pro = await makeProfessional(t.db);
    const first = await signInAs(t.app, await makeClient(t.db));
    const second = await signInAs(t.app, await makeClient(t.db));
    expect((await first.request(booking(pro.id, 14))).statusCode).toBe(201);
    countStatements();
    const res = await second.request(booking(pro.id, 14));
    pg.Client.prototype.query = original;
    expect(res.statusCode).toBe(409);
    // session, context | begin, agenda lock, parties + client lock, day + counts | rollback.
    expect(sent).toHaveLength(7);
  });
});
