import { professionalProfiles } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeAdmin, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { giveRatings, makeSearchableProfessional } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

const profileOf = (caller: Caller, id: string) =>
  caller.request({ url: `/api/professionals/${id}` });
const setPrivacy = (userId: string, showContact: boolean, shareEmail: boolean) =>
  t.db
    .update(professionalProfiles)
    .set({ showContact, shareEmail })
    .where(eq(professionalProfiles.userId, userId));

describe("GET /api/professionals/:id", () => {
  it("shows the public profile with rating and register, and never the CPF", async () => {
    const pro = await makeSearchableProfessional(t.db, {
      user: { firstName: "Marta", lastName: "Lima", phone: "11987654321", bio: "Sobre mim" },
    });
    await giveRatings(t.db, pro.id, [5, 4]);
    const res = await profileOf(client, pro.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: pro.id,
      firstName: "Marta",
      lastName: "Lima",
      bio: "Sobre mim",
      phone: "11987654321",
      email: null,
      professionalProfile: {
        specialties: ["Psicologia"],
        serviceOptions: ["online", "local_proprio", "domiciliar"],
        officeAddress: "Rua dos Pinheiros, 100",
        homeServiceCity: "São Paulo",
        priceRange: "150.00",
        isVerified: true,
        showContact: true,
        shareEmail: false,
        averageRating: 4.5,
        reviewCount: 2,
      },
    });
    // The register since issue 18 (decision 0341); never the CPF.
    expect(res.json().professionalProfile.professionalRegister).toMatch(/^CRP 06\/\d{6}$/);
    expect(res.body).not.toMatch(/cpf/i);
  });

  it("shows the e-mail only with showContact and shareEmail, the phone only with showContact", async () => {
    const pro = await makeSearchableProfessional(t.db, { user: { phone: "11912345678" } });
    await setPrivacy(pro.id, true, true);
    expect((await profileOf(client, pro.id)).json()).toMatchObject({
      email: pro.email,
      phone: "11912345678",
    });
    await setPrivacy(pro.id, false, true);
    expect((await profileOf(client, pro.id)).json()).toMatchObject({ email: null, phone: null });
  });

  it("answers 'Profissional não encontrado' for unknown, banned, deleted and non-professional ids", async () => {
    const banned = await makeSearchableProfessional(t.db, { user: { isBanned: true } });
    const deleted = await makeSearchableProfessional(t.db, { user: { deletedAt: new Date() } });
    const ids = [crypto.randomUUID(), banned.id, deleted.id, client.userId];
    for (const id of ids) {
      const res = await profileOf(client, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe("Profissional não encontrado");
    }
  });

  it("hides an unverified professional from clients, not from themself or an admin", async () => {
    const pending = await makeProfessional(t.db, { verified: false });
    expect((await profileOf(client, pending.id)).statusCode).toBe(404);
    expect((await profileOf(await signInAs(t.app, pending), pending.id)).statusCode).toBe(200);
    expect(
      (await profileOf(await signInAs(t.app, await makeAdmin(t.db)), pending.id)).statusCode,
    ).toBe(200);
    const other = await signInAs(t.app, await makeProfessional(t.db));
    expect((await profileOf(other, pending.id)).statusCode).toBe(404);
  });

  it("answers 400 to an id that is not a UUID", async () => {
    const res = await profileOf(client, "abc");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Identificador inválido");
  });
});
