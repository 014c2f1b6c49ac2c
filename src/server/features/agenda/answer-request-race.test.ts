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

describe.runIf(onPostgres)("an approval racing a change of the request (PostgreSQL)", () => {
  const pendingRequest = async () => {
    const client = await makeClient(t.db);
    const pro = await makeProfessional(t.db);
    const request = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      date: nextWeekday(2),
      startTime: "10:00",
      endTime: "11:00",
    });
    return { client, pro, request };
  };
  const statusOf = async (id: string) =>
    (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;

  it("a change committed between the answer's read and its write wins: the approval gets 409", async () => {
    const { pro, request } = await pendingRequest();
    // A change that does not wait for the agenda lock (as the expiry job's bulk update), on its
    // own connection, right before the answer writes: only the compare-and-swap can catch it.
    const expires = () =>
      t.db
        .update(appointments)
        .set({ status: "auto_rejected" })
        .where(eq(appointments.id, request.id));
    const racing = cancelBeforeTheAnswerWrites(t.db, expires);

    await expect(
      answerRequest(
        racing,
        pro,
        request.id,
        { status: "approved", professionalNotes: null, reason: null },
        testNow(),
      ),
    ).rejects.toMatchObject({ code: "conflict", message: AGENDA_MESSAGES.requestNotPending });
    expect(await statusOf(request.id)).toBe("auto_rejected");
  });

  it("the client's cancel and the approval queue on the agenda lock: one story, never a 500", async () => {
    // Since issue 17 the cancel takes the agenda lock too (decision 0291), and an approved
    // session may be cancelled: cancel first = the approval's 409; approval first = the cancel
    // goes through, or gets 409 if it read the request as pending before it was approved.
    for (let round = 0; round < 5; round++) {
      const { client, pro, request } = await pendingRequest();
      const [approval, cancel] = await Promise.allSettled([
        answerRequest(
          t.db,
          pro,
          request.id,
          { status: "approved", professionalNotes: null, reason: null },
          testNow(),
        ),
        updateAppointmentStatus(t.db, client, request.id, "cancelled", testNow()),
      ]);
      for (const outcome of [approval, cancel]) {
        if (outcome.status === "rejected") {
          expect(outcome.reason).toMatchObject({ code: "conflict" });
        }
      }
      expect([approval.status, cancel.status]).not.toEqual(["rejected", "rejected"]);
      expect(await statusOf(request.id)).toBe(
        cancel.status === "fulfilled" ? "cancelled" : "approved",
      );
    }
  });
});
