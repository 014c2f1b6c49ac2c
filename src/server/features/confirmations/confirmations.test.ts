import { serviceConfirmations } from "@server/db/schema";
import { JOBS } from "@server/jobs";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  makeAppointment,
  makeClient,
  makeConfirmation,
  makeProfessional,
  signInAs,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const pair = async () => {
  const client = await makeClient(t.db, { firstName: "Carla", lastName: "Souza" });
  const professional = await makeProfessional(t.db, {
    user: { firstName: "Paulo", lastName: "Lima" },
  });
  return { client, professional, clientId: client.id, professionalId: professional.id };
};

const list = async (user: { id: string; email: string }) => {
  const res = await (await signInAs(t.app, user)).request({ url: "/api/service-confirmations" });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("when a service confirmation exists", () => {
  it("appears for both sides once an approved appointment has ended, with names and description", async () => {
    const p = await pair();
    const appointment = await makeAppointment(t.db, {
      ...p,
      status: "approved",
      startedMinutesAgo: 90,
    });
    const [asClient] = await list(p.client);
    expect(asClient).toMatchObject({
      appointmentId: appointment.id,
      professionalId: p.professionalId,
      professional: { firstName: "Paulo", lastName: "Lima" },
      client: { firstName: "Carla", lastName: "Souza" },
      clientConfirmed: false,
      professionalConfirmed: false,
      serviceDescription: "Consulta de Psicologia - Online",
      serviceDate: appointment.appointmentDate,
      hasReview: false,
    });
    expect(asClient).not.toHaveProperty("clientId");
    expect(await list(p.professional)).toEqual([asClient]);
  });

  it("counts an appointment as ended 60 minutes after its start, whatever its duration", async () => {
    const p = await pair();
    await makeAppointment(t.db, {
      ...p,
      status: "approved",
      startedMinutesAgo: 55,
      durationMinutes: 50,
    });
    expect(await list(p.client)).toEqual([]);
    const other = await pair();
    await makeAppointment(t.db, {
      ...other,
      status: "approved",
      startedMinutesAgo: 61,
      durationMinutes: 50,
    });
    expect(await list(other.client)).toHaveLength(1);
  });

  it.each(["pending", "cancelled", "rejected", "auto_rejected"] as const)(
    "never exists for a %s appointment",
    async (status) => {
      const p = await pair();
      await makeAppointment(t.db, { ...p, startedMinutesAgo: 180, status });
      expect(await list(p.client)).toEqual([]);
    },
  );

  it("is created once per appointment, by listing and by the periodic job alike", async () => {
    const p = await pair();
    const a = await makeAppointment(t.db, { ...p, startedMinutesAgo: 120, status: "confirmed" });
    const job = JOBS.find((j) => j.name === "create-service-confirmations");
    expect(job?.everyMs).toBe(5 * 60_000);
    await job!.run(t.db, testNow());
    await job!.run(t.db, testNow());
    await list(p.client);
    await list(p.professional);
    const rows = await t.db
      .select()
      .from(serviceConfirmations)
      .where(eq(serviceConfirmations.appointmentId, a.id));
    expect(rows).toHaveLength(1);
  });

  it("describes the service by the main specialty and the service type", async () => {
    const client = await makeClient(t.db);
    const professional = await makeProfessional(t.db, { specialty: "Nutrição" });
    const ids = { clientId: client.id, professionalId: professional.id };
    await makeAppointment(t.db, {
      ...ids,
      status: "approved",
      startedMinutesAgo: 2 * 1440,
      serviceType: "presencial",
    });
    await makeAppointment(t.db, {
      ...ids,
      status: "approved",
      startedMinutesAgo: 3 * 1440,
      serviceType: "domiciliar",
    });
    const descriptions = (await list(client)).map(
      (c: { serviceDescription: string }) => c.serviceDescription,
    );
    expect(descriptions.sort()).toEqual([
      "Consulta de Nutrição - Domiciliar",
      "Consulta de Nutrição - Presencial",
    ]);
  });

  it("lists only the caller's own, newest first", async () => {
    const p = await pair();
    const older = await makeConfirmation(t.db, { ...p, startedMinutesAgo: 3 * 1440 });
    const newer = await makeConfirmation(t.db, { ...p, startedMinutesAgo: 1440 });
    expect((await list(p.client)).map((c: { id: string }) => c.id)).toEqual([newer.id, older.id]);
    expect(await list(await makeClient(t.db))).toEqual([]);
    expect(await list(await makeProfessional(t.db))).toEqual([]);
  });
});

describe("PATCH /api/service-confirmations/:id/confirm", () => {
  const confirm = async (user: { id: string; email: string }, id: string) =>
    (await signInAs(t.app, user)).request({
      method: "PATCH",
      url: `/api/service-confirmations/${id}/confirm`,
    });

  it("sets only the client's flag for a client, and is idempotent", async () => {
    const p = await pair();
    const c = await makeConfirmation(t.db, p);
    const first = await confirm(p.client, c.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: c.id,
      clientConfirmed: true,
      professionalConfirmed: false,
    });
    const again = await confirm(p.client, c.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  });

  it("sets only the professional's flag for the professional", async () => {
    const p = await pair();
    const c = await makeConfirmation(t.db, p);
    const res = await confirm(p.professional, c.id);
    expect(res.json()).toMatchObject({ clientConfirmed: false, professionalConfirmed: true });
    const [clientView] = await list(p.client);
    expect(clientView).toMatchObject({ professionalConfirmed: true, clientConfirmed: false });
  });

  it("answers 404 for someone else's confirmation and changes nothing", async () => {
    const p = await pair();
    const c = await makeConfirmation(t.db, p);
    for (const stranger of [await makeClient(t.db), await makeProfessional(t.db)]) {
      const res = await confirm(stranger, c.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Confirmação não encontrada");
    }
    const [row] = await t.db
      .select()
      .from(serviceConfirmations)
      .where(eq(serviceConfirmations.id, c.id));
    expect(row).toMatchObject({ clientConfirmed: false, professionalConfirmed: false });
  });

  it("answers 400 for an id that is not a uuid", async () => {
    const res = await confirm(await makeClient(t.db), "abc");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Identificador inválido");
  });
});
