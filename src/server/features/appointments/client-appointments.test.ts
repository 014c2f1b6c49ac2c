import { addDays } from "@domain/time";
import { professionalProfiles } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(
    t.app,
    await makeClient(t.db, { firstName: "Clara", phone: "11955554444" }),
  );
});
const list = async (caller: Caller) => {
  const res = await caller.request({ url: "/api/appointments/client" });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("GET /api/appointments/client", () => {
  it("lists only the caller's appointments, by date then time, in the SPEC shape", async () => {
    const pro = await makeProfessional(t.db, {
      photo: false,
      user: { firstName: "Paulo", phone: "11933332222" },
    });
    const other = await makeClient(t.db);
    // Two days in a fixed order, whatever weekday the suite runs on.
    const sooner = nextWeekday(1);
    const later = addDays(sooner, 1);
    const base = { clientId: client.userId, professionalId: pro.id };
    await makeAppointment(t.db, { ...base, date: later, startTime: "09:00", endTime: "10:00" });
    await makeAppointment(t.db, { ...base, date: sooner, startTime: "15:00", endTime: "16:00" });
    await makeAppointment(t.db, {
      ...base,
      date: sooner,
      startTime: "10:00",
      endTime: "11:00",
      status: "cancelled",
      notes: "Nota particular",
    });
    await makeAppointment(t.db, {
      ...base,
      clientId: other.id,
      date: sooner,
      startTime: "11:00",
      endTime: "12:00",
    });

    const found = await list(client);
    expect(
      found.map(
        (a: { appointmentDate: string; startTime: string }) =>
          `${a.appointmentDate} ${a.startTime}`,
      ),
    ).toEqual([`${sooner} 10:00`, `${sooner} 15:00`, `${later} 09:00`]);
    expect(found[0]).toMatchObject({
      clientId: client.userId,
      professionalId: pro.id,
      status: "cancelled",
      serviceType: "online",
      notes: "Nota particular",
      professionalNotes: null,
      timeZone: "America/Sao_Paulo",
      client: { firstName: "Clara", phone: "11955554444", address: "Pinheiros" },
      professional: {
        firstName: "Paulo",
        phone: "11933332222",
        email: null,
        profileImageUrl: null,
        professionalProfile: {
          specialties: ["Psicologia"],
          officeAddress: "Rua dos Pinheiros, 100",
          officeComplement: null,
        },
      },
    });
    expect(JSON.stringify(found)).not.toMatch(/cpf|professionalRegister/i);
  });

  it("shows the professional's contact only as their privacy settings allow", async () => {
    const pro = await makeProfessional(t.db, { user: { phone: "11922221111" } });
    const solo = await signInAs(t.app, await makeClient(t.db));
    await makeAppointment(t.db, {
      clientId: solo.userId,
      professionalId: pro.id,
      date: nextWeekday(3),
      startTime: "09:00",
      endTime: "10:00",
    });
    const privacy = (showContact: boolean, shareEmail: boolean) =>
      t.db
        .update(professionalProfiles)
        .set({ showContact, shareEmail })
        .where(eq(professionalProfiles.userId, pro.id));

    await privacy(true, true);
    expect((await list(solo))[0].professional).toMatchObject({
      email: pro.email,
      phone: "11922221111",
    });
    await privacy(false, true);
    expect((await list(solo))[0].professional).toMatchObject({ email: null, phone: null });
  });

  it("answers an empty list to a client without appointments", async () => {
    expect(await list(await signInAs(t.app, await makeClient(t.db)))).toEqual([]);
  });
});
