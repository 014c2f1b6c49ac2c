import { professionalProfiles } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// Issue 18 §4 (decisions 0332, 0333): an office in any city, free bairros, found by bairro.
const t = setupTestApp();

/** A verified professional saving their form with these places, as the web form sends it. */
async function professionalWith(places: Record<string, unknown>) {
  const lastName = uniqueWord();
  const pro = await makeProfessional(t.db, { user: { lastName } });
  const [row] = await t.db
    .select()
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, pro.id));
  const caller = await signInAs(t.app, pro);
  const res = await caller.request({
    method: "POST",
    url: "/api/professional/profile",
    payload: {
      cpf: row!.cpf,
      professionalRegister: row!.professionalRegister,
      specialties: row!.specialties,
      serviceOptions: ["local_proprio"],
      officeAddress: "Rua Barata Ribeiro, 200",
      priceRange: 180,
      ...places,
    },
  });
  return { id: pro.id, lastName, res };
}

async function search(caller: Caller, params: Record<string, string>) {
  const res = await caller.request({
    url: `/api/professionals/search?${new URLSearchParams(params)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((p: { id: string }) => p.id);
}

describe("offices in any city of Brazil (decision 0333)", () => {
  it("an office in Copacabana, Rio de Janeiro - RJ, is saved and found by bairro", async () => {
    const pro = await professionalWith({
      officeCity: "rio de janeiro",
      officeState: "rj",
      officeNeighborhood: "copacabana",
    });
    expect(pro.res.statusCode, pro.res.body).toBe(200);
    expect(pro.res.json().professionalProfile).toMatchObject({
      officeCity: "Rio de Janeiro",
      officeState: "RJ",
      officeNeighborhood: "Copacabana",
    });
    const client = await signInAs(t.app, await makeClient(t.db));
    const name = pro.lastName;
    expect(
      await search(client, { name, city: "Rio de Janeiro", neighborhood: "Copacabana" }),
    ).toEqual([pro.id]);
    expect(await search(client, { name, city: "São Paulo", neighborhood: "Copacabana" })).toEqual(
      [],
    );
    const page = await client.request({ url: `/api/professionals/${pro.id}` });
    expect(page.json().professionalProfile).toMatchObject({
      officeCity: "Rio de Janeiro",
      officeState: "RJ",
    });
  });

  it("an office in Manaus (AM), in a bairro on no list, is saved as typed and found", async () => {
    const pro = await professionalWith({
      officeCity: "Manaus",
      officeNeighborhood: "  Adrianópolis ",
    });
    expect(pro.res.statusCode, pro.res.body).toBe(200);
    expect(pro.res.json().professionalProfile).toMatchObject({
      officeCity: "Manaus",
      officeState: "AM",
      officeNeighborhood: "Adrianópolis",
    });
    const client = await signInAs(t.app, await makeClient(t.db));
    const name = pro.lastName;
    expect(await search(client, { name, city: "manaus", neighborhood: "adrianopolis" })).toEqual([
      pro.id,
    ]);
    expect(await search(client, { name, city: "Manaus" })).toEqual([pro.id]);
  });

  it("a bairro of the city's list is saved as the list spells it: 'Jd. Paulista' is 'Jardim Paulista'", async () => {
    const pro = await professionalWith({
      officeCity: "São Paulo",
      officeState: "SP",
      officeNeighborhood: "Jd. Paulista",
      serviceOptions: ["local_proprio", "domiciliar"],
      homeServiceCity: "São Paulo",
      homeServiceAreas: ["Vl. Madalena", "vila madalena", "Jd Europa", "Vila Beatriz"],
    });
    expect(pro.res.statusCode, pro.res.body).toBe(200);
    expect(pro.res.json().professionalProfile).toMatchObject({
      officeNeighborhood: "Jardim Paulista",
      homeServiceAreas: ["Vila Madalena", "Jardim Europa", "Vila Beatriz"],
    });
    const client = await signInAs(t.app, await makeClient(t.db));
    const name = pro.lastName;
    expect(await search(client, { name, city: "São Paulo", neighborhood: "jd paulista" })).toEqual([
      pro.id,
    ]);
    expect(await search(client, { name, city: "São Paulo", neighborhood: "Jardim" })).toEqual([]);
  });

  it("an office saved without a city is in São Paulo - SP, as every office was before", async () => {
    const pro = await professionalWith({ officeNeighborhood: "Pinheiros" });
    expect(pro.res.json().professionalProfile).toMatchObject({
      officeCity: "São Paulo",
      officeState: "SP",
    });
  });
});
