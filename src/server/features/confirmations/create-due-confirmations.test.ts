import { SERVICE_TYPES, SPECIALTIES, type Specialty } from "@domain/constants";
import { serviceDescription } from "@domain/text";
import { serviceConfirmations } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeAppointment } from "@server/test/appointment-factories";
import { testNow } from "@server/test/clock";
import { makeClient, makeProfessional } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDueConfirmations } from "./create-due-confirmations";

const t = setupTestApp();

describe("createDueConfirmations", () => {
  it("words every specialty and service type as the domain's serviceDescription", async () => {
    const client = await makeClient(t.db);
    const specialties: (Specialty | undefined)[] = [...SPECIALTIES, undefined];
    const expected = new Map<string, string>();
    let hoursAgo = 2;
    for (const specialty of specialties) {
      const professional = await makeProfessional(t.db, {
        specialty: specialty ?? "Psicologia",
        profile: specialty ? {} : { specialties: [] },
      });
      for (const serviceType of SERVICE_TYPES) {
        const appointment = await makeAppointment(t.db, {
          clientId: client.id,
          professionalId: professional.id,
          status: "approved",
          serviceType,
          startedMinutesAgo: 60 * hoursAgo,
        });
        hoursAgo += 2;
        expected.set(appointment.id, serviceDescription(specialty, serviceType));
      }
    }

    await createDueConfirmations(t.db, testNow(), client.id);

    const rows = await t.db
      .select()
      .from(serviceConfirmations)
      .where(eq(serviceConfirmations.clientId, client.id));
    const written = new Map(rows.map((r) => [r.appointmentId, r.serviceDescription]));
    expect(written).toEqual(expected);
    expect(written.size).toBe((SPECIALTIES.length + 1) * SERVICE_TYPES.length);
  });
});
