import { AGENDA_MESSAGES } from "@domain/contracts/agenda";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { updateAppointmentStatus } from "@server/features/appointments/update-appointment-status";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeAppointment, makeClient, makeProfessional, nextWeekday } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { answerRequest } from "./answer-request";

// The competitor commits on its own connection while the answer's transaction is open, which
// PGlite (one connection, one transaction at a time) cannot do: PostgreSQL only.
const onPostgres = inject("testDatabase").kind === "postgres";
const t = setupTestApp();

/**
 * A database whose transactions run `competitor` (to completion, on another connection) just
 * before their first UPDATE of an appointment: the professional's answer has read the request
 * as pending under the agenda lock, and the client's cancel lands right then.
 */
function cancelBeforeTheAnswerWrites(db: Db, competitor: () => Promise<unknown>): Db {
  const racingTx = (tx: Db): Db =>
    new Proxy(tx, {
      get(target, prop, receiver) {
        if (prop !== "update") return Reflect.get(target, prop, receiver);
        return (table: typeof appointments) => {
          const builder = target.update(table);
          return {
            set: (values: Partial<typeof appointments.$inferInsert>) => {
              const next = builder.set(values);
              return {
                where: (...args: Parameters<typeof next.where>) => {
                  const query = next.where(...args);
                  return {
                    returning: (...cols: Parameters<typeof query.returning>) =>
                      competitor().then(() => query.returning(...cols)),
                  };
                },
              };
            },
          };
        };
      },
    });
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver);
      return (work: (tx: Db) => Promise<unknown>) => target.transaction((tx) => work(racingTx(tx)));
    },
  });
}

describe.runIf(onPostgres)("an approval racing the client's cancel (PostgreSQL)", () => {
  it("the cancel that commits first wins: the approval gets 409 and the request stays cancelled", async () => {
    const client = await makeClient(t.db);
    const pro = await makeProfessional(t.db);
    const request = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      date: nextWeekday(2),
      startTime: "10:00",
      endTime: "11:00",
    });
    const clientCancels = () =>
      updateAppointmentStatus(t.db, client, request.id, "cancelled", testNow());
    const racing = cancelBeforeTheAnswerWrites(t.db, clientCancels);

    await expect(
      answerRequest(
        racing,
        pro,
        request.id,
        { status: "approved", professionalNotes: null, reason: null },
        testNow(),
      ),
    ).rejects.toMatchObject({ code: "conflict", message: AGENDA_MESSAGES.requestNotPending });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, request.id));
    expect(row!.status).toBe("cancelled");
  });
});
