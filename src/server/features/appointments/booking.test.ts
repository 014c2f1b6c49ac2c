import { addDays } from "@domain/time";
import { appointments, professionalProfiles } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, nextWeekday, signInAs, today } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let client: Caller;
let pro: Awaited<ReturnType<typeof makeProfessional>>;
const MONDAY = nextWeekday(1);
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db, { address: "Pinheiros" }));
  pro = await makeProfessional(t.db, {
    user: { firstName: "Rita", lastName: "Souza", phone: "11900001111" },
  });
});

const book = (caller: Caller, payload: Record<string, unknown>) =>
  caller.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId: pro.id,
      appointmentDate: MONDAY,
      startTime: "09:00",
      endTime: "10:00",
      status: "pending",
      serviceType: "online",
      ...payload,
    },
  });

describe("POST /api/appointments: success", () => {
  it("creates a pending appointment and answers 201 with the SPEC shape", async () => {
    const res = await book(client, {
      startTime: "14:00",
      endTime: "15:00",
      notes: "Primeira consulta",
      notesConsent: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      clientId: client.userId,
      professionalId: pro.id,
      appointmentDate: MONDAY,
      startTime: "14:00",
      endTime: "15:00",
      status: "pending",
      serviceType: "online",
      notes: "Primeira consulta",
      professional: { firstName: "Rita", phone: "11900001111", email: null },
    });
    // No field names a CPF or the register (a value may hold those letters by chance: random
    // e-mails and ids made a CI run fail on "cpf" inside one).
    const keys = (value: unknown): string[] =>
      value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner)])
        : [];
    expect(keys(res.json()).filter((key) => /cpf|professionalRegister/i.test(key))).toEqual([]);
    const [profile] = await t.db
      .select({ cpf: professionalProfiles.cpf })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.id));
    if (profile?.cpf) expect(res.body).not.toContain(profile.cpf);
  });

  it("stores the absolute start and end in the professional's time zone", async () => {
    const manaus = await makeProfessional(t.db, { profile: { timeZone: "America/Manaus" } });
    const res = await book(client, {
      professionalId: manaus.id,
      startTime: "09:00",
      endTime: "10:00",
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, res.json().id));
    expect(row!.startsAt.toISOString()).toBe(`${MONDAY}T13:00:00.000Z`);
    expect(row!.endsAt.toISOString()).toBe(`${MONDAY}T14:00:00.000Z`);
    expect(res.json().timeZone).toBe("America/Manaus");
  });

  it("accepts presencial for local_proprio and domiciliar in a served neighbourhood", async () => {
    expect(
      (await book(client, { startTime: "10:00", endTime: "11:00", serviceType: "presencial" }))
        .statusCode,
    ).toBe(201);
    const home = await book(client, {
      startTime: "11:00",
      endTime: "12:00",
      serviceType: "domiciliar",
      clientAddress: "Rua Harmonia, 50",
      addressComplement: "Apto 3",
    });
    expect(home.statusCode).toBe(201);
    expect(home.json()).toMatchObject({
      clientAddress: "Rua Harmonia, 50",
      addressComplement: "Apto 3",
    });
  });
});

describe("POST /api/appointments: invalid requests", () => {
  it.each([
    [{ status: "approved" }, "Novos agendamentos são criados como pendentes."],
    [{ serviceType: "teleconsulta" }, "Selecione o tipo de atendimento"],
    [{ notes: "x".repeat(1001) }, "As observações devem ter no máximo 1000 caracteres"],
    [
      { serviceType: "domiciliar", clientAddress: " " },
      "Informe o endereço para o atendimento domiciliar.",
    ],
    [
      { startTime: "10:00", endTime: "09:00" },
      "O horário de término deve ser posterior ao de início.",
    ],
    [{ startTime: "9h" }, "Horário deve estar no formato HH:mm"],
  ])("answers 400 to %o", async (payload, message) => {
    const res = await book(client, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 400, never 500, to a date that does not exist", async () => {
    expect((await book(client, { appointmentDate: "2030-02-30" })).statusCode).toBe(400);
  });

  it("refuses a time the agenda does not generate (09:30 with 60-minute slots)", async () => {
    const res = await book(client, { startTime: "09:30", endTime: "10:30" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Este horário não está disponível na agenda do profissional.");
    const stretched = await book(client, { startTime: "09:00", endTime: "09:50" });
    expect(stretched.statusCode).toBe(400);
  });

  it("refuses a day the professional does not work", async () => {
    const res = await book(client, { appointmentDate: nextWeekday(0) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Este horário não está disponível na agenda do profissional.");
  });

  it("refuses a past date and a slot of today that has already begun", async () => {
    const everyDay = await makeProfessional(t.db, { weekdays: [0, 1, 2, 3, 4, 5, 6] });
    for (const [date, startTime, endTime] of [
      [addDays(today(), -1), "09:00", "10:00"],
      [today(), "00:00", "01:00"],
    ]) {
      const res = await book(client, {
        professionalId: everyDay.id,
        appointmentDate: date,
        startTime,
        endTime,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Não é possível agendar em uma data ou horário que já passou.",
      );
    }
  });

  it("refuses a service type the professional does not offer", async () => {
    const onlineOnly = await makeProfessional(t.db, { serviceOptions: ["online"] });
    for (const serviceType of ["presencial", "domiciliar"]) {
      const res = await book(client, {
        professionalId: onlineOnly.id,
        serviceType,
        clientAddress: "Rua A, 1",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Este profissional não oferece este tipo de atendimento.");
    }
  });

  it("refuses domiciliar outside the service areas, using the given neighbourhood or the profile's", async () => {
    const moemaOnly = await makeProfessional(t.db, {
      serviceOptions: ["domiciliar"],
      homeServiceAreas: ["Moema"],
    });
    const home = {
      professionalId: moemaOnly.id,
      serviceType: "domiciliar",
      clientAddress: "Rua B, 2",
    };
    const res = await book(client, home);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Este profissional não atende em seu bairro. Selecione outro tipo de atendimento.",
    );
    expect((await book(client, { ...home, neighborhood: "moema" })).statusCode).toBe(201);
  });

  it("answers 404 for an unverified, banned or unknown professional", async () => {
    const pending = await makeProfessional(t.db, { verified: false });
    const banned = await makeProfessional(t.db, { user: { isBanned: true } });
    for (const professionalId of [pending.id, banned.id, crypto.randomUUID()]) {
      const res = await book(client, { professionalId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Profissional não encontrado");
    }
  });

  it("refuses a client whose profile lacks city or neighbourhood, and books nothing", async () => {
    for (const missing of [{ city: null }, { address: null }, { address: "  " }]) {
      const incomplete = await signInAs(t.app, await makeClient(t.db, missing));
      const res = await book(incomplete, { startTime: "11:00", endTime: "12:00" });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Complete seu perfil antes de agendar.");
      const stored = await t.db
        .select()
        .from(appointments)
        .where(eq(appointments.clientId, incomplete.userId));
      expect(stored).toEqual([]);
    }
  });

  it("is for clients only", async () => {
    const self = await signInAs(t.app, pro);
    expect((await book(self, {})).statusCode).toBe(403);
  });
});
