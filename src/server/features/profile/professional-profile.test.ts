import { professionalProfiles } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { makeCpf, makeProfessional, makeUser, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const masked = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");

const form = () => ({
  cpf: masked(makeCpf()),
  professionalRegister: "CRP 06/123456",
  specialties: ["Psicologia"],
  serviceOptions: ["online", "local_proprio", "domiciliar"],
  officeAddress: "Rua Domingos de Morais, 2000",
  officeComplement: "Sala 12",
  officeNeighborhood: "Vila Mariana",
  homeServiceAreas: ["Moema", "Saúde"],
  homeServiceCity: "São Paulo",
  bio: "Terapia cognitivo-comportamental.",
  priceRange: 180,
  startingFrom: true,
});

const newProfessional = async () => signInAs(t.app, await makeUser(t.db, "professional"));
const save = (caller: Caller, payload: Record<string, unknown>) =>
  caller.request({ method: "POST", url: "/api/professional/profile", payload });

async function uploadPhoto(caller: Caller) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#088" } })
    .png()
    .toBuffer();
  const res = await caller.request({
    method: "POST",
    url: "/api/user/profile-image",
    payload: { imageData: `data:image/png;base64,${png.toString("base64")}` },
  });
  expect(res.statusCode).toBe(200);
}

describe("POST /api/professional/profile", () => {
  it("saves a new professional's form from a masked CPF and answers the current user", async () => {
    const caller = await newProfessional();
    const payload = form();
    const res = await save(caller, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().professionalProfile).toMatchObject({
      cpf: payload.cpf.replace(/\D/g, ""),
      professionalRegister: "CRP 06/123456",
      specialties: ["Psicologia"],
      serviceOptions: ["online", "local_proprio", "domiciliar"],
      officeNeighborhood: "Vila Mariana",
      officeComplement: "Sala 12",
      homeServiceAreas: ["Moema", "Saúde"],
      priceRange: "180.00",
      startingFrom: true,
      isVerified: false,
      verificationStatus: "pending",
      verificationRejectionReason: null,
    });
    const me = await caller.request({ url: "/api/auth/user" });
    expect(me.json().professionalProfile.cpf).toBe(payload.cpf.replace(/\D/g, ""));
  });

  it("is incomplete without a profile or a photo, complete with both (GET /api/auth/user)", async () => {
    const caller = await newProfessional();
    const me = async () => (await caller.request({ url: "/api/auth/user" })).json();
    expect(await me()).toMatchObject({ isProfileComplete: false, professionalProfile: null });
    await save(caller, form());
    expect((await me()).isProfileComplete).toBe(false);
    await uploadPhoto(caller);
    expect((await me()).isProfileComplete).toBe(true);
    const withoutPrice = await save(caller, {
      ...(await me()).professionalProfile,
      priceRange: null,
    });
    expect(withoutPrice.json().isProfileComplete).toBe(false);
  });

  it.each([
    ["no CPF", { cpf: undefined }, "cpf", "CPF é obrigatório"],
    ["a blank CPF", { cpf: "  " }, "cpf", "CPF é obrigatório"],
    ["a CPF of 10 digits", { cpf: "5299822472" }, "cpf", "CPF deve ter o formato ###.###.###-##"],
    ["a wrong check digit", { cpf: "529.982.247-24" }, "cpf", "CPF inválido"],
    ["a repeated-digit CPF", { cpf: "111.111.111-11" }, "cpf", "CPF inválido"],
    [
      "no register",
      { professionalRegister: " " },
      "professionalRegister",
      "Registro profissional é obrigatório",
    ],
    ["no specialty", { specialties: [] }, "specialties", "Especialidade é obrigatória"],
    [
      "an unknown specialty",
      { specialties: ["Astrologia"] },
      "specialties.0",
      "Especialidade é obrigatória",
    ],
    [
      "no service option",
      { serviceOptions: [] },
      "serviceOptions",
      "Selecione pelo menos uma opção de atendimento",
    ],
    [
      "an office without neighbourhood",
      { officeNeighborhood: null },
      "serviceOptions",
      "Campos de localização são obrigatórios para as opções selecionadas",
    ],
    [
      "an office with a blank address",
      { officeAddress: "   " },
      "serviceOptions",
      "Campos de localização são obrigatórios para as opções selecionadas",
    ],
    [
      "home visits without a city",
      { homeServiceCity: "" },
      "serviceOptions",
      "Campos de localização são obrigatórios para as opções selecionadas",
    ],
    [
      "home visits without areas",
      { homeServiceAreas: [] },
      "serviceOptions",
      "Campos de localização são obrigatórios para as opções selecionadas",
    ],
    [
      "a negative price",
      { priceRange: -1 },
      "priceRange",
      "Informe um valor a partir de 0, com até 2 casas decimais",
    ],
    [
      "a price with 3 decimals",
      { priceRange: "99.999" },
      "priceRange",
      "Informe um valor a partir de 0, com até 2 casas decimais",
    ],
    [
      "an unknown office city (decision 0333)",
      { officeCity: "Gotham" },
      "officeCity",
      "Cidade inválida",
    ],
    [
      "an office city several states share, without its state",
      { officeCity: "Bom Jesus" },
      "officeCity",
      "Cidade inválida",
    ],
    [
      "an unknown home-service city",
      { homeServiceCity: "Gotham" },
      "homeServiceCity",
      "Cidade inválida",
    ],
  ])("refuses %s (400)", async (_label, change, field, message) => {
    const res = await save(await newProfessional(), { ...form(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fieldErrors[field]).toEqual([message]);
  });

  it("stores places as the geo data spells them, each area once, and clears unused ones", async () => {
    const res = await save(await newProfessional(), {
      ...form(),
      serviceOptions: ["domiciliar", "domiciliar"],
      homeServiceCity: "sao paulo",
      homeServiceAreas: ["moema", "Moema", " MOEMA ", "vila mariana"],
      priceRange: "150,5",
    });
    expect(res.json().professionalProfile).toMatchObject({
      serviceOptions: ["domiciliar"],
      homeServiceCity: "São Paulo",
      homeServiceAreas: ["Moema", "Vila Mariana"],
      officeAddress: null,
      officeComplement: null,
      officeNeighborhood: null,
      priceRange: "150.50",
    });
  });

  it("refuses a CPF another account uses (409), also when two accounts save it at once", async () => {
    const cpf = makeCpf();
    await makeProfessional(t.db, { profile: { cpf } });
    const taken = await save(await newProfessional(), { ...form(), cpf: masked(cpf) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: "Este CPF já está cadastrado em outra conta.",
      fieldErrors: { cpf: ["Este CPF já está cadastrado em outra conta."] },
    });
    const shared = makeCpf();
    const [a, b] = [await newProfessional(), await newProfessional()];
    const results = await Promise.all([a, b].map((c) => save(c, { ...form(), cpf: shared })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      "Este CPF já está cadastrado em outra conta.",
    );
  });

  it("locks CPF, register and specialty once saved (409), while the rest stays editable", async () => {
    const caller = await newProfessional();
    const first = form();
    await save(caller, first);
    const locked =
      "CPF, registro profissional e especialidade não podem ser alterados depois de salvos. Fale com o suporte se precisar corrigi-los.";
    for (const [field, value] of [
      ["cpf", makeCpf()],
      ["professionalRegister", "CRP 06/999999"],
      // Another main specialty would need its council's register: a 400 before the lock.
      ["specialties", ["Psicologia", "Nutrição"]],
    ] as const) {
      const res = await save(caller, { ...first, [field]: value });
      expect(res.statusCode, field).toBe(409);
      expect(res.json()).toMatchObject({ message: locked, fieldErrors: { [field]: [locked] } });
    }
    const edited = await save(caller, { ...first, bio: "Nova bio", priceRange: "200" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().professionalProfile).toMatchObject({
      bio: "Nova bio",
      priceRange: "200.00",
      cpf: first.cpf.replace(/\D/g, ""),
    });
  });

  it("puts a rejected professional back in the pending list when they save, showing the reason until then", async () => {
    const pro = await makeProfessional(t.db, {
      verified: false,
      profile: {
        verificationRejectedAt: new Date(),
        verificationRejectionReason: "Registro não confere com o CRP",
      },
    });
    const caller = await signInAs(t.app, pro);
    const me = (await caller.request({ url: "/api/auth/user" })).json();
    expect(me.professionalProfile).toMatchObject({
      verificationStatus: "rejected",
      verificationRejectionReason: "Registro não confere com o CRP",
    });
    const res = await save(caller, { ...me.professionalProfile, bio: "Registro corrigido" });
    expect(res.statusCode).toBe(200);
    expect(res.json().professionalProfile).toMatchObject({
      verificationStatus: "pending",
      verificationRejectionReason: null,
    });
    const [row] = await t.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.id));
    expect(row).toMatchObject({ verificationRejectedAt: null, verificationRejectionReason: null });
  });

  it("keeps a verified professional verified when they edit the rest", async () => {
    const pro = await makeProfessional(t.db);
    const caller = await signInAs(t.app, pro);
    const me = (await caller.request({ url: "/api/auth/user" })).json();
    const res = await save(caller, { ...me.professionalProfile, priceRange: "99.90" });
    expect(res.json().professionalProfile).toMatchObject({
      isVerified: true,
      verificationStatus: "verified",
      priceRange: "99.90",
    });
  });
});
