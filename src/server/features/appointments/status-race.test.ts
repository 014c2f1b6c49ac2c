import { APPOINTMENT_MESSAGES } from "@domain/contracts/appointments";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { updateAppointmentStatus } from "./update-appointment-status";

const t = setupTestApp();
const CANNOT_CHANGE = APPOINTMENT_MESSAGES.cannotChange;

/**
 * A database on which another request changes the appointment's status after this request has
 * read it as pending and just before this request's own change begins (its compare-and-swap
 * and notification run in one transaction): the race, made deterministic on both drivers.
 */
function raceBeforeStatusChange(db: Db, competitor: () => Promise<unknown>): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== "transaction") return Reflect.get(target, prop, receiver);
      return async (...args: Parameters<Db["transaction"]>) => {
        await competitor();
        return target.transaction(...args);
      };
    },
  });
}

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

describe("two status changes racing on one appointment", () => {
  it("the one that writes second gets 409 and does not overwrite the first", async () => {
    const { client, request } = await pendingRequest();
    const professionalConfirms = () =>
      t.db.update(appointments).set({ status: "confirmed" }).where(eq(appointments.id, request.id));
    const racing = raceBeforeStatusChange(t.db, professionalConfirms);
    await expect(
      updateAppointmentStatus(racing, client, request.id, "cancelled", testNow()),
    ).rejects.toMatchObject({ code: "conflict", message: CANNOT_CHANGE });
    expect(await statusOf(request.id)).toBe("confirmed");
  });

  it("over HTTP, of a client's cancel and a professional's confirm sent together one wins", async () => {
    const { client, pro, request } = await pendingRequest();
    const url = `/api/appointments/${request.id}/status`;
    const [asClient, asPro] = [await signInAs(t.app, client), await signInAs(t.app, pro)];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? asClient.request({ method: "PUT", url, payload: { status: "cancelled" } })
          : asPro.request({ method: "PUT", url, payload: { status: "confirmed" } }),
      ),
    );
    // One move wins the request; since issue 17 a confirmed session may then be cancelled by one
    // of the client's cancels (decision 0250), never by more.
    const winners = responses.filter((r) => r.statusCode === 200).map((r) => r.json().status);
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual(
      Array(10 - winners.length).fill(409),
    );
    expect([["cancelled"], ["confirmed"], ["cancelled", "confirmed"]]).toContainEqual(
      [...winners].sort(),
    );
    expect(await statusOf(request.id)).toBe(
      winners.includes("cancelled") ? "cancelled" : "confirmed",
    );
  });
});
