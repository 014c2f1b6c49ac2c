import { setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const becomeProfessional = (caller: Awaited<ReturnType<typeof signInAs>>) =>
  caller.request({ method: "POST", url: "/api/auth/set-role", payload: { role: "professional" } });

describe("a client with live bookings becoming a professional (decision 0142)", () => {
  it("is refused with 409 while a booking is pending, approved or confirmed, and the bookings stay reachable", async () => {
    const pro = await makeProfessional(t.db);
    for (const [weekday, status] of [
      [1, "pending"],
      [2, "approved"],
      [3, "confirmed"],
    ] as const) {
      const client = await makeClient(t.db);
      const caller = await signInAs(t.app, client);
      await makeAppointment(t.db, {
        clientId: client.id,
        professionalId: pro.id,
        date: nextWeekday(weekday),
        startTime: "09:00",
        endTime: "10:00",
        status,
      });
      const res = await becomeProfessional(caller);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "Você tem consultas marcadas como cliente. Cancele-as ou aguarde que terminem antes de se tornar profissional.",
      );
      const mine = await caller.request({ url: "/api/appointments/client" });
      expect(mine.statusCode).toBe(200);
      expect(mine.json()).toHaveLength(1);
    }
  });

  it("is allowed once the bookings are cancelled or over", async () => {
    const pro = await makeProfessional(t.db);
    const client = await makeClient(t.db);
    await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      date: nextWeekday(4),
      startTime: "09:00",
      endTime: "10:00",
      status: "cancelled",
    });
    await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      startedMinutesAgo: 180,
      durationMinutes: 60,
      status: "confirmed",
    });
    const res = await becomeProfessional(await signInAs(t.app, client));
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("professional");
  });
});
