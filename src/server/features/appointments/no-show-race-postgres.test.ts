import { NO_SHOW_MESSAGES } from "@domain/contracts/no-show";
import type { Db } from "@server/db/client";
import { appointments, serviceConfirmations } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeConfirmation, makeProfessional, signInAs } from "@server/test/factories";
import { untilWaitingOnLocks } from "@server/test/lock-waits";
import { makeEndedSession } from "@server/test/no-show-factories";
import { eq } from "drizzle-orm";
import type pg from "pg";
import { describe, expect, inject, it } from "vitest";

// Decision 0270: a 'Não compareceu' and the professional's confirmation of the same session
// never both win. Deterministic on PostgreSQL: one side holds its row lock uncommitted while
// the other's request waits on it. PGlite runs one statement at a time: skipped there.
const onPostgres = inject("testDatabase").kind === "postgres";
const t = setupTestApp();
const poolOf = (db: Db) => (db as unknown as { $client: pg.Pool }).$client;

async function endedWithConfirmation() {
  const client = await makeClient(t.db);
  const pro = await makeProfessional(t.db);
  const c = await makeConfirmation(t.db, { clientId: client.id, professionalId: pro.id });
  return { client, pro, c, asPro: await signInAs(t.app, pro) };
}

const stateOf = async (appointmentId: string) => {
  const [a] = await t.db.select().from(appointments).where(eq(appointments.id, appointmentId));
  const [c] = await t.db
    .select()
    .from(serviceConfirmations)
    .where(eq(serviceConfirmations.appointmentId, appointmentId));
  return { status: a!.status, professionalConfirmed: c!.professionalConfirmed };
};

describe.runIf(onPostgres)("no-show races on PostgreSQL", () => {
  it("a confirmation waiting behind a no-show mark sees it and is refused", async () => {
    const { c, asPro } = await endedWithConfirmation();
    const writer = await poolOf(t.db).connect();
    const observer = await poolOf(t.db).connect();
    try {
      await writer.query("BEGIN");
      await writer.query("UPDATE appointments SET status = 'no_show' WHERE id = $1", [
        c.appointmentId,
      ]);
      const confirming = asPro.request({
        method: "PATCH",
        url: `/api/service-confirmations/${c.id}/confirm`,
      });
      await untilWaitingOnLocks(observer, 1);
      await writer.query("COMMIT");
      const res = await confirming;
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NO_SHOW_MESSAGES.notConfirmable);
      expect(await stateOf(c.appointmentId)).toEqual({
        status: "no_show",
        professionalConfirmed: false,
      });
    } finally {
      writer.release();
      observer.release();
    }
  });

  it("a no-show mark waiting behind the professional's confirmation sees it and is refused", async () => {
    const { c, asPro } = await endedWithConfirmation();
    const writer = await poolOf(t.db).connect();
    const observer = await poolOf(t.db).connect();
    try {
      // What confirmService does: lock the session's row, then set the flag.
      await writer.query("BEGIN");
      await writer.query("SELECT 1 FROM appointments WHERE id = $1 FOR UPDATE", [c.appointmentId]);
      await writer.query(
        "UPDATE service_confirmations SET professional_confirmed = true WHERE id = $1",
        [c.id],
      );
      const marking = asPro.request({
        method: "POST",
        url: `/api/appointments/${c.appointmentId}/no-show`,
      });
      await untilWaitingOnLocks(observer, 1);
      await writer.query("COMMIT");
      const res = await marking;
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(NO_SHOW_MESSAGES.alreadyConfirmed);
      expect(await stateOf(c.appointmentId)).toEqual({
        status: "approved",
        professionalConfirmed: true,
      });
    } finally {
      writer.release();
      observer.release();
    }
  });

  it("of two contests sent at once, one is recorded and the other is 409", async () => {
    const client = await makeClient(t.db);
    const pro = await makeProfessional(t.db);
    const session = await makeEndedSession(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      noShow: true,
    });
    const caller = await signInAs(t.app, client);
    const contest = (reason: string) =>
      caller.request({
        method: "POST",
        url: `/api/appointments/${session.id}/no-show/contest`,
        payload: { reason },
      });
    const answers = await Promise.all([contest("Primeira"), contest("Segunda")]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().noShowContestReason;
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, session.id));
    expect(row!.noShowContestReason).toBe(winner);
  });
});
