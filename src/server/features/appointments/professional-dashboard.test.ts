import { addDays } from "@domain/time";
import { type Caller, setupTestApp } from "@server/test/app";
import {
  type AppointmentOptions,
  makeAppointment,
  makeClient,
  makeProfessional,
  makeUser,
  nextWeekday,
  signInAs,
  today,
} from "@server/test/factories";
import { giveRatings } from "@server/test/search-helpers";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const dashboard = async (caller: Caller) => {
  const res = await caller.request({ url: "/api/professional/dashboard" });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const on = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });

describe("GET /api/professional/dashboard", () => {
  it("is empty for a professional without appointments or reviews, even without a profile", async () => {
    const caller = await signInAs(t.app, await makeUser(t.db, "professional"));
    expect(await dashboard(caller)).toEqual({
      pendingRequests: [],
      pendingCount: 0,
      nextAppointment: null,
      todayCount: 0,
      distinctClients: 0,
      averageRating: null,
      reviewCount: 0,
    });
  });

  it("shows the earliest approved or confirmed appointment that has not started, with its client", async () => {
    const pro = await makeProfessional(t.db);
    const rita = await makeClient(t.db, { firstName: "Rita" });
    const ids = { clientId: rita.id, professionalId: pro.id };
    const monday = nextWeekday(1);
    await makeAppointment(t.db, { ...ids, startedMinutesAgo: 30, status: "approved" });
    await makeAppointment(t.db, { ...ids, ...on(monday, "09:00", "10:00"), status: "pending" });
    await makeAppointment(t.db, { ...ids, ...on(monday, "10:00", "11:00"), status: "cancelled" });
    const next = await makeAppointment(t.db, {
      ...ids,
      ...on(monday, "11:00", "12:00"),
      status: "confirmed",
    });
    await makeAppointment(t.db, { ...ids, ...on(monday, "15:00", "16:00"), status: "approved" });
    const other = await makeProfessional(t.db);
    await makeAppointment(t.db, {
      clientId: rita.id,
      professionalId: other.id,
      ...on(monday, "08:00", "09:00"),
      status: "approved",
    });

    const body = await dashboard(await signInAs(t.app, pro));
    expect(body.nextAppointment).toMatchObject({
      id: next.id,
      appointmentDate: monday,
      startTime: "11:00",
      status: "confirmed",
      client: { firstName: "Rita", email: rita.email },
    });
  });

  it("counts today's approved or confirmed appointments, distinct clients and the rating", async () => {
    const pro = await makeProfessional(t.db);
    const [ana, bia, caio] = [
      await makeClient(t.db),
      await makeClient(t.db),
      await makeClient(t.db),
    ];
    const of = (client: { id: string }, when: object, status: AppointmentOptions["status"]) =>
      makeAppointment(t.db, {
        clientId: client.id,
        professionalId: pro.id,
        status,
        ...when,
      } as AppointmentOptions);
    await of(ana, on(today(), "00:00", "00:30"), "approved");
    await of(ana, on(today(), "00:30", "01:00"), "confirmed");
    await of(bia, on(today(), "01:00", "01:30"), "pending");
    await of(bia, on(today(), "01:30", "02:00"), "cancelled");
    await of(bia, on(addDays(today(), -8), "10:00", "11:00"), "confirmed");
    await of(caio, on(nextWeekday(2), "10:00", "11:00"), "rejected");
    await giveRatings(t.db, pro.id, [5, 4]);

    const body = await dashboard(await signInAs(t.app, pro));
    expect(body).toMatchObject({
      todayCount: 2,
      // Ana and Bia booked; Caio was only turned down; giveRatings' reviewer had 2 sessions.
      distinctClients: 3,
      averageRating: 4.5,
      reviewCount: 2,
    });
  });
});
