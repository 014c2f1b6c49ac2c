import { professionalProfiles } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { makeSearchableProfessional, uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

const search = (query: string) => client.request({ url: `/api/professionals/search?${query}` });
const namesFound = async (query: string) =>
  (await search(query)).json().map((p: { firstName: string }) => p.firstName);

describe("GET /api/professionals/search: who can be found", () => {
  it("finds names ignoring case and accents ('jose' finds 'José')", async () => {
    const last = uniqueWord();
    await makeSearchableProfessional(t.db, { user: { firstName: "José", lastName: last } });
    expect(await namesFound(`name=jose ${last}`)).toEqual(["José"]);
    expect(await namesFound(`name=JOSÉ ${last.toLowerCase()}`)).toEqual(["José"]);
    expect(await namesFound(`name=${last}`)).toEqual(["José"]);
  });

  it("returns the search-result shape with the register, and never the CPF", async () => {
    const last = uniqueWord();
    const pro = await makeSearchableProfessional(t.db, {
      user: { firstName: "Ana", lastName: last },
    });
    const res = await search(`name=${last}`);
    expect(res.statusCode).toBe(200);
    const [found] = res.json();
    expect(found).toMatchObject({
      id: pro.id,
      firstName: "Ana",
      lastName: last,
      profileImageUrl: expect.stringMatching(/^\/api\/images\//),
      professionalProfile: {
        isVerified: true,
        specialties: ["Psicologia"],
        averageRating: null,
        reviewCount: 0,
        priceRange: "150.00",
        serviceOptions: ["online", "local_proprio", "domiciliar"],
        officeNeighborhood: "Pinheiros",
        homeServiceAreas: ["Pinheiros", "Moema"],
        // Issue 18 (decision 0341): the council register; never the CPF.
        professionalRegister: expect.stringMatching(/^CRP 06\/\d{6}$/),
      },
    });
    expect(res.body).not.toMatch(/cpf/i);
  });

  it("hides unverified, banned, deleted and incomplete professionals", async () => {
    const last = uniqueWord();
    const named = (firstName: string) => ({ firstName, lastName: last });
    await makeSearchableProfessional(t.db, { user: named("Visivel") });
    await makeSearchableProfessional(t.db, { user: named("Pendente"), verified: false });
    await makeSearchableProfessional(t.db, { user: { ...named("Banido"), isBanned: true } });
    await makeSearchableProfessional(t.db, {
      user: { ...named("Excluido"), deletedAt: new Date() },
    });
    await makeProfessional(t.db, { user: named("Semfoto"), photo: false });
    const noPrice = await makeSearchableProfessional(t.db, { user: named("Semvalor") });
    await t.db
      .update(professionalProfiles)
      .set({ priceRange: null })
      .where(eq(professionalProfiles.userId, noPrice.id));
    const noRegister = await makeSearchableProfessional(t.db, { user: named("Semregistro") });
    await t.db
      .update(professionalProfiles)
      .set({ professionalRegister: " " })
      .where(eq(professionalProfiles.userId, noRegister.id));
    expect(await namesFound(`name=${last}`)).toEqual(["Visivel"]);
  });

  it("filters by specialty and by price", async () => {
    const last = uniqueWord();
    await makeSearchableProfessional(t.db, {
      user: { firstName: "Nutri", lastName: last },
      specialty: "Nutrição",
      price: "90.00",
    });
    await makeSearchableProfessional(t.db, {
      user: { firstName: "Psico", lastName: last },
      price: "200.00",
    });
    expect(await namesFound(`name=${last}&specialty=Nutri%C3%A7%C3%A3o`)).toEqual(["Nutri"]);
    expect(await namesFound(`name=${last}&minPrice=100`)).toEqual(["Psico"]);
    expect(await namesFound(`name=${last}&maxPrice=90`)).toEqual(["Nutri"]);
    expect(await namesFound(`name=${last}&minPrice=90&maxPrice=200`)).toHaveLength(2);
  });

  it("keeps a professional who offers at least one selected service option", async () => {
    const last = uniqueWord();
    await makeSearchableProfessional(t.db, {
      user: { firstName: "Online", lastName: last },
      serviceOptions: ["online"],
    });
    await makeSearchableProfessional(t.db, {
      user: { firstName: "Casa", lastName: last },
      serviceOptions: ["domiciliar"],
    });
    expect(await namesFound(`name=${last}&serviceOptions=online`)).toEqual(["Online"]);
    expect((await namesFound(`name=${last}&serviceOptions=online,domiciliar`)).sort()).toEqual([
      "Casa",
      "Online",
    ]);
    expect(
      (await namesFound(`name=${last}&serviceOptions=online&serviceOptions=domiciliar`)).sort(),
    ).toEqual(["Casa", "Online"]);
    expect(await namesFound(`name=${last}&serviceOptions=local_proprio`)).toEqual([]);
  });
});

describe("GET /api/professionals/search: neighbourhood", () => {
  let last: string;
  let area: string;
  beforeAll(async () => {
    last = uniqueWord();
    area = `Vila Ômega ${uniqueWord()}`;
    await makeSearchableProfessional(t.db, {
      user: { firstName: "Consultorio", lastName: last },
      serviceOptions: ["local_proprio"],
      officeNeighborhood: area,
    });
    await makeSearchableProfessional(t.db, {
      user: { firstName: "Domicilio", lastName: last },
      serviceOptions: ["domiciliar"],
      homeServiceAreas: ["Moema", area],
    });
    await makeSearchableProfessional(t.db, {
      user: { firstName: "Longe", lastName: last },
      serviceOptions: ["local_proprio", "domiciliar"],
      officeNeighborhood: "Moema",
    });
    await makeSearchableProfessional(t.db, {
      user: { firstName: "Remoto", lastName: last },
      serviceOptions: ["online"],
    });
  });
  const find = async (options: string) =>
    (
      await namesFound(
        `name=${last}&neighborhood=${encodeURIComponent(area.toLowerCase().replace("ô", "o"))}&${options}`,
      )
    ).sort();

  it("matches the office neighbourhood for local_proprio, accents and case aside", async () => {
    expect(await find("serviceOptions=local_proprio")).toEqual(["Consultorio"]);
  });

  it("matches the home-service areas for domiciliar", async () => {
    expect(await find("serviceOptions=domiciliar")).toEqual(["Domicilio"]);
    expect(await find("serviceOptions=local_proprio,domiciliar")).toEqual([
      "Consultorio",
      "Domicilio",
    ]);
  });

  it("lets online professionals through whatever the neighbourhood", async () => {
    expect(await find("serviceOptions=online,local_proprio")).toEqual(["Consultorio", "Remoto"]);
  });

  it("matches the neighbourhood within the chosen specialty only, as the profile changes", async () => {
    const word = uniqueWord();
    const place = `Bairro ${uniqueWord()}`;
    const both = await makeSearchableProfessional(t.db, {
      user: { firstName: "Dupla", lastName: word },
      serviceOptions: ["domiciliar"],
      homeServiceAreas: [place],
    });
    await t.db
      .update(professionalProfiles)
      .set({ specialties: ["Psicologia", "Nutrição"] })
      .where(eq(professionalProfiles.userId, both.id));
    const fisio = await makeSearchableProfessional(t.db, {
      user: { firstName: "Fisio", lastName: word },
      specialty: "Fisioterapia",
      serviceOptions: ["local_proprio"],
      officeNeighborhood: place,
    });
    const inPlace = (specialty: string, options: string) =>
      namesFound(
        `name=${word}&specialty=${encodeURIComponent(specialty)}&neighborhood=${encodeURIComponent(place.toUpperCase())}&serviceOptions=${options}`,
      );
    expect(await inPlace("Psicologia", "domiciliar")).toEqual(["Dupla"]);
    expect(await inPlace("Nutrição", "local_proprio,domiciliar")).toEqual(["Dupla"]);
    expect(await inPlace("Fisioterapia", "local_proprio,domiciliar")).toEqual(["Fisio"]);
    expect(await inPlace("Psicologia", "local_proprio")).toEqual([]);
    await t.db
      .update(professionalProfiles)
      .set({ specialties: ["Psicologia"] })
      .where(eq(professionalProfiles.userId, fisio.id));
    expect(await inPlace("Psicologia", "local_proprio")).toEqual(["Fisio"]);
    expect(await inPlace("Fisioterapia", "local_proprio")).toEqual([]);
  });

  it("ignores the neighbourhood when no location-based option is selected", async () => {
    expect(await find("")).toHaveLength(4);
    expect(await find("serviceOptions=online")).toEqual(["Remoto"]);
  });
});

describe("GET /api/professionals/search: invalid parameters", () => {
  it.each([
    ["specialty=Astrologia", "Especialidade inválida"],
    ["serviceOptions=online,teleporte", "Opção de atendimento inválida"],
    ["minPrice=300&maxPrice=100", "O preço mínimo não pode ser maior que o máximo"],
    ["minPrice=abc", "Preço inválido"],
    ["maxPrice=-1", "Preço inválido"],
    ["limit=0", "Paginação inválida"],
    ["limit=51", "Paginação inválida (máximo 50)"],
    ["after=3", "Paginação inválida"],
  ])("answers 400 to %s", async (query, message) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers any role since issue 18 (decision 0320: visitors too)", async () => {
    const pro = await signInAs(t.app, await makeProfessional(t.db));
    expect((await pro.request({ url: "/api/professionals/search" })).statusCode).toBe(200);
  });
});
