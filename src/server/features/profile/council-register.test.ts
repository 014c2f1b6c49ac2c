import path from "node:path";
import type { Specialty } from "@domain/constants";
import { registerFormatMessage } from "@domain/professional-register";
import { professionalProfiles as p } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { makeAdmin, makeCpf, makeProfessional, makeUser, signInAs } from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// Issue 30, item 1 (decision 0386): registers a council's format reads, checked on save, split
// for the admin with the council's search, and shown with the name and the profession.
const ORIGIN = "https://acolher.example";
const t = setupTestApp({ publicUrl: ORIGIN, ssrEntry: path.resolve("src/web/entry-server.tsx") });

const form = (specialty: Specialty, professionalRegister: string) => ({
  cpf: makeCpf(),
  professionalRegister,
  specialties: [specialty],
  serviceOptions: ["online"],
  bio: "Atendimento acolhedor.",
  priceRange: 150,
});
const save = (caller: Caller, payload: Record<string, unknown>) =>
  caller.request({ method: "POST", url: "/api/professional/profile", payload });
const savedRegister = async (userId: string) => {
  const [row] = await t.db
    .select({
      text: p.professionalRegister,
      council: p.registerCouncil,
      region: p.registerRegion,
      number: p.registerNumber,
      isVerified: p.isVerified,
    })
    .from(p)
    .where(eq(p.userId, userId));
  return row;
};

describe("POST /api/professional/profile: the register in its council's format", () => {
  it.each([
    ["Psicologia", "crp 6/123456", "CRP 06/123456", "CRP", "06", "123456"],
    ["Nutrição", "CRN 03 12345", "CRN-3 12345", "CRN", "3", "12345"],
    ["Fisioterapia", "crefito-3/123456 f", "CREFITO-3 123456-F", "CREFITO", "3", "123456-F"],
    ["Personal Trainer", "41942g/sp", "CREF 041942-G/SP", "CREF", "SP", "041942-G"],
  ] as const)(
    "%s: %o is saved as %o with its parts",
    async (specialty, typed, canonical, council, region, number) => {
      const user = await makeUser(t.db, "professional");
      const res = await save(await signInAs(t.app, user), form(specialty, typed));
      expect(res.statusCode).toBe(200);
      expect(res.json().professionalProfile).toMatchObject({
        professionalRegister: canonical,
        registerNeedsCorrection: false,
      });
      expect(await savedRegister(user.id)).toMatchObject({
        text: canonical,
        council,
        region,
        number,
      });
    },
  );

  it.each([
    ["Psicologia", "06123456"],
    ["Nutrição", "CRN-12 12345"],
    ["Fisioterapia", "CREFITO-3 123456-TO"],
    ["Personal Trainer", "CREF 123456-G"],
  ] as const)(
    "%s: %o is a 400 naming the council's format, nothing saved",
    async (specialty, typed) => {
      const user = await makeUser(t.db, "professional");
      const res = await save(await signInAs(t.app, user), form(specialty, typed));
      expect(res.statusCode).toBe(400);
      const message = registerFormatMessage(specialty);
      expect(res.json()).toMatchObject({
        message,
        fieldErrors: { professionalRegister: [message] },
      });
      expect(await savedRegister(user.id)).toBeUndefined();
    },
  );

  it("names the council a register of another one should be in", async () => {
    const caller = await signInAs(t.app, await makeUser(t.db, "professional"));
    const res = await save(caller, form("Psicologia", "CRN-3 12345"));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.professionalRegister[0]).toMatch(
      /^Psicologia é registrada no CRP, não no CRN\. Registro fora do formato do CRP/,
    );
  });

  it("lets a flagged register be corrected once, back to pending; a readable one stays locked", async () => {
    const pro = await makeProfessional(t.db, {
      specialty: "Nutrição",
      serviceOptions: ["online"],
      profile: { professionalRegister: "CRN 3ª região nº 12345" },
    });
    expect(await savedRegister(pro.id)).toMatchObject({ council: null, isVerified: true });
    const caller = await signInAs(t.app, pro);
    const me = (await caller.request({ url: "/api/auth/user" })).json().professionalProfile;
    expect(me.registerNeedsCorrection).toBe(true);

    const corrected = await save(caller, { ...me, professionalRegister: "CRN-3 12345" });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().professionalProfile).toMatchObject({
      professionalRegister: "CRN-3 12345",
      registerNeedsCorrection: false,
      verificationStatus: "pending",
    });
    expect(await savedRegister(pro.id)).toMatchObject({ council: "CRN", isVerified: false });

    const again = await save(caller, { ...me, professionalRegister: "CRN-3 54321" });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toHaveProperty("professionalRegister");
  });
});

describe("the admin's verification screen: parts, the council's search, the flag", () => {
  it("gives the parts and the link of a readable register and flags an unreadable one", async () => {
    const last = uniqueWord("Reg");
    const readable = await makeProfessional(t.db, {
      specialty: "Personal Trainer",
      verified: false,
      user: { lastName: last },
      profile: { professionalRegister: "CREF 123456-G/SP" },
    });
    const flagged = await makeProfessional(t.db, {
      specialty: "Psicologia",
      verified: false,
      user: { lastName: last, bio: "Primeira consulta g r á t i s" },
      profile: { professionalRegister: "Psicóloga 123" },
    });
    const admin = await signInAs(t.app, await makeAdmin(t.db));
    const list = (await admin.request({ url: "/api/admin/professionals/pending?limit=50" })).json();
    const byId = (id: string) =>
      list.items.find((i: { id: string }) => i.id === id)?.professionalProfile;
    expect(byId(readable.id)).toMatchObject({
      professionalRegister: "CREF 123456-G/SP",
      register: { council: "CREF", region: "SP", number: "123456-G" },
      registerUnreadable: false,
      registerSearch: { name: "CONFEF", url: "https://www.confef.org.br/confef/registrados/" },
    });
    expect(byId(flagged.id)).toMatchObject({
      professionalRegister: "Psicóloga 123",
      council: "CRP",
      register: null,
      registerUnreadable: true,
      registerSearch: { name: "CFP", url: "https://cadastro.cfp.org.br/" },
    });

    const detail = (await admin.request({ url: `/api/admin/users/${flagged.id}` })).json();
    expect(detail.professionalProfile).toMatchObject({ register: null, registerUnreadable: true });
    expect(detail.publicityFlags).toEqual([
      expect.objectContaining({ field: "bio", rule: "free" }),
    ]);
  });
});

describe("in public: the name, the profession's word and the register together", () => {
  it("on search, the profile, the listing page, its JSON-LD and the link preview", async () => {
    const first = uniqueWord("Clara");
    const pro = await makeProfessional(t.db, {
      specialty: "Fisioterapia",
      user: { firstName: first, lastName: "Reis" },
      profile: { professionalRegister: "CREFITO-3 123456-F", titleForm: "feminine" },
    });
    const search = (await t.app.inject({ url: `/api/professionals/search?name=${first}` })).json();
    const card = search.find((i: { id: string }) => i.id === pro.id);
    expect(card).toMatchObject({
      firstName: first,
      lastName: "Reis",
      professionalProfile: { professionalRegister: "CREFITO-3 123456-F", titleForm: "feminine" },
    });
    expect(JSON.stringify(search)).not.toContain('"cpf"');

    const listing = await t.app.inject({ url: "/fisioterapia/sao-paulo" });
    expect(listing.statusCode).toBe(200);
    expect(listing.body).toContain(`${first} Reis`);
    expect(listing.body).toContain("CREFITO-3 123456-F");
    expect(listing.body).toContain("Fisioterapeuta verificada");
    const ld = JSON.parse(/application\/ld\+json">([\s\S]*?)<\/script>/.exec(listing.body)![1]!);
    const item = ld.itemListElement.find((i: { name: string }) => i.name === `${first} Reis`);
    expect(item.item).toMatchObject({
      "@type": "Person",
      name: `${first} Reis`,
      jobTitle: "Fisioterapeuta",
      identifier: "CREFITO-3 123456-F",
      hasCredential: { name: "CREFITO-3 123456-F", recognizedBy: { name: "CREFITO" } },
    });

    const profilePath = new URL(item.url).pathname;
    const page = await t.app.inject({ url: profilePath });
    expect(page.statusCode).toBe(200);
    const identity = `${first} Reis, Fisioterapeuta, CREFITO-3 123456-F`;
    expect(page.body).toContain(`<meta property="og:title" content="${identity} | Acolher" />`);
    expect(page.body).toContain(`<meta name="twitter:title" content="${identity} | Acolher" />`);
    expect(page.body).toMatch(
      new RegExp(`<meta property="og:description" content="${identity} · `),
    );
  });
});
