import { addDays, dayOfWeek } from "@domain/time";
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

/** The Sunday on or before `date`: the week the appointment is in. */
const sundayOf = (date: string) => addDays(date, -dayOfWeek(date));

describe("a professional's week seen by another professional", () => {
  it("shows only the busy times a client sees too: no client name, phone or notes", async () => {
    const pro = await makeProfessional(t.db);
    const colleague = await makeProfessional(t.db);
    const patient = await makeClient(t.db, {
      firstName: "Genoveva",
      lastName: "Particular",
      phone: "11987654321",
    });
    const date = nextWeekday(3);
    const made = await makeAppointment(t.db, {
      clientId: patient.id,
      professionalId: pro.id,
      date,
      startTime: "14:00",
      endTime: "15:00",
      status: "approved",
      notes: "Ansiedade desde o divórcio",
    });
    const url = `/api/appointments/professional/week?weekStart=${sundayOf(date)}&professionalId=${pro.id}`;
    const busySlot = [
      {
        id: made.id,
        appointmentDate: date,
        startTime: "14:00",
        endTime: "15:00",
        status: "approved",
      },
    ];

    const asColleague = await (await signInAs(t.app, colleague)).request({ url });
    expect(asColleague.statusCode).toBe(200);
    expect(asColleague.json()).toEqual(busySlot);
    for (const secret of ["Genoveva", "Particular", "11987654321", "divórcio", patient.email]) {
      expect(asColleague.body).not.toContain(secret);
    }

    // A client sees exactly the same; the professional themself sees who booked.
    const asClient = await (await signInAs(t.app, await makeClient(t.db))).request({ url });
    expect(asClient.json()).toEqual(busySlot);
    const asOwner = await (await signInAs(t.app, pro)).request({ url });
    expect(asOwner.body).toContain("Genoveva");
  });
});
