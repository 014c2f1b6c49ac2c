import { professionalProfiles } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

// Issue 18 (decisions 0335, 0336): five cities are called "Bom Jesus"; a client in Bom Jesus - PI
// is shown the professionals of Bom Jesus - PI, not those of Bom Jesus - RS.
const t = setupTestApp();
let last: string;
let client: Caller;
const ids: Record<string, string> = {};

/** A professional saving their form with a home service in this city, as the web form sends it. */
async function homeServiceIn(city: string, state: string | undefined, lastName: string) {
  const pro = await makeProfessional(t.db, { user: { lastName } });
  const [row] = await t.db
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, pro.id));
  const res = await (await signInAs(t.app, pro)).request({
    method: "POST",
    url: "/api/professional/profile",
    payload: {
      cpf: row!.cpf,
      professionalRegister: row!.professionalRegister,
      specialties: row!.specialties,
      serviceOptions: ["domiciliar"],
      homeServiceCity: city,
      ...(state ? { homeServiceState: state } : {}),
      homeServiceAreas: ["Centro"],
      priceRange: 150,
    },
  });
  return { id: pro.id, res };
}

beforeAll(async () => {
  last = uniqueWord();
  const piaui = await homeServiceIn("bom jesus", "pi", last);
  expect(piaui.res.statusCode, piaui.res.body).toBe(200);
  expect(piaui.res.json().professionalProfile).toMatchObject({
    homeServiceCity: "Bom Jesus",
    homeServiceState: "PI",
  });
  ids.piaui = piaui.id;
  ids.rioGrande = (
    await makeProfessional(t.db, {
      serviceOptions: ["local_proprio"],
      officeNeighborhood: "Centro",
      profile: { officeCity: "Bom Jesus", officeState: "RS" },
      user: { lastName: last },
    })
  ).id;
  client = await signInAs(t.app, await makeClient(t.db));
});

async function found(params: Record<string, string>) {
  const query = new URLSearchParams({ name: last, ...params });
  const res = await client.request({ url: `/api/professionals/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .map((p: { id: string }) => p.id)
    .sort();
}

describe("a city several states share, searched with its state (decision 0336)", () => {
  it("finds only that state's professionals, with or without a bairro, in any letter case", async () => {
    expect(await found({ city: "Bom Jesus", state: "PI" })).toEqual([ids.piaui]);
    expect(await found({ city: "bom jesus", state: "rs" })).toEqual([ids.rioGrande]);
    expect(await found({ city: "Bom Jesus", state: "PI", neighborhood: "centro" })).toEqual([
      ids.piaui,
    ]);
    expect(await found({ city: "Bom Jesus", state: "SC" })).toEqual([]);
  });

  it("counts as it finds", async () => {
    const query = new URLSearchParams({ name: last, city: "Bom Jesus", state: "PI" });
    const res = await client.request({ url: `/api/professionals/search/count?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 1, more: false });
  });

  it("asks for the state, in Portuguese, when the name alone is in several states", async () => {
    for (const url of ["/api/professionals/search", "/api/professionals/search/count"]) {
      const res = await client.request({ url: `${url}?city=Bom%20Jesus` });
      expect(res.statusCode).toBe(400);
      const message = "Informe o estado da cidade: há Bom Jesus em PB, PI, RN, RS e SC";
      expect(res.json().message).toBe(message);
      expect(res.json().fieldErrors.state).toEqual([message]);
    }
  });

  it("refuses a state without that city", async () => {
    const res = await client.request({
      url: "/api/professionals/search?city=Bom%20Jesus&state=SP",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Cidade inválida: Bom Jesus - SP");
  });

  it("keeps a name of one state working without it, and with it", async () => {
    const res = await client.request({ url: "/api/professionals/search?city=Teresina" });
    expect(res.statusCode, res.body).toBe(200);
    const withState = await client.request({
      url: "/api/professionals/search?city=Teresina&state=PI",
    });
    expect(withState.statusCode, withState.body).toBe(200);
  });
});

describe("the cities saved with their state (decision 0335)", () => {
  it("a home-service city several states share is refused without its state", async () => {
    const res = (await homeServiceIn("Bom Jesus", undefined, uniqueWord())).res;
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.homeServiceCity).toEqual(["Cidade inválida"]);
  });

  it("the client's city keeps its state; a name of one state gets it by itself", async () => {
    const save = async (place: Record<string, string>) =>
      client.request({
        method: "PUT",
        url: "/api/user/profile",
        payload: { firstName: "Ana", lastName: "Souza", address: "Centro", ...place },
      });
    const piaui = await save({ city: "Bom Jesus", state: "PI" });
    expect(piaui.statusCode, piaui.body).toBe(200);
    expect(piaui.json()).toMatchObject({ city: "Bom Jesus", state: "PI" });
    const reread = await client.request({ url: "/api/auth/user" });
    expect(reread.json()).toMatchObject({ city: "Bom Jesus", state: "PI" });

    expect((await save({ city: "teresina" })).json()).toMatchObject({
      city: "Teresina",
      state: "PI",
    });
    const shared = await save({ city: "Bom Jesus" });
    expect(shared.statusCode).toBe(400);
    expect(shared.json().fieldErrors.city).toEqual(["Cidade inválida"]);
  });
});
