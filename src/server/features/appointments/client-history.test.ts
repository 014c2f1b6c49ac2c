import { REJECTED_BY_PROFESSIONAL_NOTE } from "@domain/contracts/agenda";
import type { Appointment } from "@domain/contracts/appointments";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { beforeAll, describe, expect, it } from "vitest";

// Issue 16 item 7, decisions 0200 and 0201: what became of each request stays in the list.
const t = setupTestApp();
let client: Caller;
let pro: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
  pro = await signInAs(t.app, await makeProfessional(t.db, { weekdays: [] }));
});

let hour = 7;
const request = (createdAt?: Date) => {
  hour += 1;
  return makeAppointment(t.db, {
    clientId: client.userId,
    professionalId: pro.userId,
    date: nextWeekday(3),
    startTime: `${String(hour).padStart(2, "0")}:00`,
    endTime: `${String(hour + 1).padStart(2, "0")}:00`,
    createdAt,
  });
};
const cancel = (caller: Caller, id: string) =>
  caller.request({
    method: "PUT",
    url: `/api/appointments/${id}/status`,
    payload: { status: "cancelled" },
  });
const reject = (id: string, professionalNotes: string) =>
  pro.request({
    method: "PUT",
    url: `/api/agenda/appointments/${id}/status`,
    payload: { status: "rejected", professionalNotes },
  });

describe("GET /api/appointments/client after requests are closed", () => {
  it("returns rejected, unanswered and cancelled requests with their status, who cancelled and the reason", async () => {
    const withReason = await request();
    const withoutReason = await request();
    const unanswered = await request(new Date(testNow().getTime() - 49 * 3_600_000));
    const cancelledByClient = await request();
    const cancelledByPro = await request();
    const confirmed = await request();
    expect((await reject(withReason.id, "Não atendo mais às quartas")).statusCode).toBe(200);
    expect((await reject(withoutReason.id, REJECTED_BY_PROFESSIONAL_NOTE)).statusCode).toBe(200);
    expect((await cancel(client, cancelledByClient.id)).statusCode).toBe(200);
    expect((await cancel(pro, cancelledByPro.id)).statusCode).toBe(200);
    const confirm = await pro.request({
      method: "PUT",
      url: `/api/appointments/${confirmed.id}/status`,
      payload: { status: "confirmed" },
    });
    expect(confirm.statusCode).toBe(200);

    const res = await client.request({ url: "/api/appointments/client" });
    expect(res.statusCode).toBe(200);
    const byId = new Map((res.json() as Appointment[]).map((a) => [a.id, a]));
    const seen = (id: string) => {
      const a = byId.get(id)!;
      return {
        status: a.status,
        cancelledBy: a.cancelledBy,
        professionalNotes: a.professionalNotes,
      };
    };
    expect(seen(withReason.id)).toEqual({
      status: "rejected",
      cancelledBy: null,
      professionalNotes: "Não atendo mais às quartas",
    });
    expect(seen(withoutReason.id)).toEqual({
      status: "rejected",
      cancelledBy: null,
      professionalNotes: REJECTED_BY_PROFESSIONAL_NOTE,
    });
    expect(seen(unanswered.id)).toMatchObject({ status: "auto_rejected", cancelledBy: null });
    expect(seen(cancelledByClient.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "client",
    });
    expect(seen(cancelledByPro.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "professional",
    });
    expect(seen(confirmed.id)).toMatchObject({ status: "confirmed", cancelledBy: null });
  });

  it("tells the professional who cancelled too", async () => {
    const a = await request();
    expect((await cancel(client, a.id)).statusCode).toBe(200);
    const res = await pro.request({ url: "/api/appointments/professional?period=history" });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Appointment[] };
    expect(body.items.find((x) => x.id === a.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "client",
    });
  });
});
