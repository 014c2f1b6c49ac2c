import { PUBLICITY_RULES, publicityMessage } from "@domain/publicity";
import { professionalProfiles, users } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeAdmin, makeProfessional, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// Decision 0385: the councils' forbidden publicity, refused where a professional publishes text
// and flagged for the admin where it was saved before.
const t = setupTestApp();

const ruleMessage = (key: string) => publicityMessage(PUBLICITY_RULES.find((r) => r.key === key)!);
const FREE = ruleMessage("free");

const personal = {
  firstName: "Profissional",
  lastName: "Teste",
  city: "São Paulo",
  bio: "Atendimento acolhedor.",
};

async function savedTexts(userId: string) {
  const [row] = await t.db
    .select({
      bio: users.bio,
      professionalBio: professionalProfiles.bio,
      officeComplement: professionalProfiles.officeComplement,
      homeServiceAreas: professionalProfiles.homeServiceAreas,
    })
    .from(users)
    .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row!;
}

async function professionalForm(userId: string) {
  const [p] = await t.db
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, userId));
  return {
    cpf: p!.cpf,
    professionalRegister: p!.professionalRegister,
    specialties: p!.specialties,
    serviceOptions: p!.serviceOptions,
    officeAddress: p!.officeAddress,
    officeComplement: "Sala 3",
    officeNeighborhood: p!.officeNeighborhood,
    homeServiceCity: p!.homeServiceCity,
    homeServiceAreas: p!.homeServiceAreas,
    bio: "Terapia cognitivo-comportamental.",
    priceRange: 150,
  };
}

describe("publicity in what a professional publishes (decision 0385)", () => {
  it.each([
    ["PUT /api/user/profile", "bio", "Primeira consulta GRÁTIS!", FREE],
    ["POST /api/professional/profile", "bio", "Primeira  sessão gratuita", FREE],
    [
      "POST /api/professional/profile",
      "officeComplement",
      "Sala 3, cupom 10%",
      ruleMessage("coupon"),
    ],
    [
      "POST /api/professional/profile",
      "homeServiceAreas",
      ["Moema", "Promoção de inverno"],
      ruleMessage("promotion"),
    ],
  ])(
    "%s refuses %s with the rule's message and keeps what was saved",
    async (route, field, text, message) => {
      const pro = await makeProfessional(t.db, { user: { bio: "Bio salva." } });
      const caller = await signInAs(t.app, pro);
      const form = route.startsWith("PUT") ? personal : await professionalForm(pro.id);
      const before = await savedTexts(pro.id);
      const [method, url] = route.split(" ") as ["PUT" | "POST", string];
      const res = await caller.request({ method, url, payload: { ...form, [field]: text } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      const path = field === "homeServiceAreas" ? "homeServiceAreas.1" : field;
      expect(res.json().fieldErrors).toEqual({ [path]: [message] });
      expect(await savedTexts(pro.id)).toEqual(before);
    },
  );

  it("saves a bio that only sounds like one (promoção da saúde, gratidão)", async () => {
    const pro = await makeProfessional(t.db);
    const caller = await signInAs(t.app, pro);
    const bio = "Atuo na promoção da saúde, com gratidão e jeito descontraído.";
    const res = await caller.request({
      method: "PUT",
      url: "/api/user/profile",
      payload: { ...personal, bio },
    });
    expect(res.statusCode).toBe(200);
    expect((await savedTexts(pro.id)).bio).toBe(bio);
  });

  it("flags a stored matching bio on the admin's verification list, unchanged", async () => {
    const bio = "Nutricionista. Veja meu antes e depois!";
    const pro = await makeProfessional(t.db, {
      specialty: "Nutrição",
      verified: false,
      user: { bio: "Resultado garantido em 30 dias." },
      profile: { bio },
    });
    const clean = await makeProfessional(t.db, { verified: false });
    const admin = await signInAs(t.app, await makeAdmin(t.db));
    const res = await admin.request({ url: "/api/admin/professionals/pending?limit=100" });
    expect(res.statusCode).toBe(200);
    const items: { id: string; publicityFlags: unknown[]; bio: string | null }[] = res.json().items;
    const flagged = items.find((p) => p.id === pro.id)!;
    expect(flagged.publicityFlags).toEqual([
      { field: "bio", rule: "guaranteed_result", message: ruleMessage("guaranteed_result") },
      { field: "professionalBio", rule: "before_after", message: ruleMessage("before_after") },
    ]);
    expect(flagged.bio).toBe("Resultado garantido em 30 dias.");
    expect(items.find((p) => p.id === clean.id)!.publicityFlags).toEqual([]);
    expect((await savedTexts(pro.id)).professionalBio).toBe(bio);
  });
});
