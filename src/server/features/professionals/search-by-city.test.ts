import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { beforeAll, describe, expect, it } from "vitest";

// Issue 18 §4 (decisions 0330, 0331): search by any city, and a bairro within it.
const t = setupTestApp();
let last: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  last = uniqueWord();
  const user = { lastName: last };
  ids.copacabana = (
    await makeProfessional(t.db, {
      serviceOptions: ["local_proprio"],
      officeNeighborhood: "Copacabana",
      profile: { officeCity: "Rio de Janeiro", officeState: "RJ" },
      user,
    })
  ).id;
  ids.manausHome = (
    await makeProfessional(t.db, {
      serviceOptions: ["domiciliar"],
      homeServiceAreas: ["Adrianópolis", "Jd. Paulista"],
      profile: { homeServiceCity: "Manaus" },
      user,
    })
  ).id;
  ids.jardimPaulista = (
    await makeProfessional(t.db, {
      serviceOptions: ["local_proprio", "online"],
      officeNeighborhood: "Jardim Paulista",
      user,
    })
  ).id;
  ids.online = (await makeProfessional(t.db, { serviceOptions: ["online"], user })).id;
});

async function found(params: Record<string, string>) {
  const client = await signInAs(t.app, await makeClient(t.db));
  const query = new URLSearchParams({ name: last, ...params });
  const res = await client.request({ url: `/api/professionals/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .map((p: { id: string }) => p.id)
    .sort();
}
const idsOf = (...names: string[]) => names.map((n) => ids[n]).sort();

describe("search by city (decision 0331)", () => {
  it("finds offices and home services in the city, whatever the accents, and no online-only professional", async () => {
    expect(await found({ city: "rio de janeiro" })).toEqual(idsOf("copacabana"));
    expect(await found({ city: "MANAUS" })).toEqual(idsOf("manausHome"));
    expect(await found({ city: "São Paulo" })).toEqual(idsOf("jardimPaulista"));
    expect(await found({ city: "Curitiba" })).toEqual([]);
  });

  it("finds a bairro within its city only", async () => {
    expect(await found({ city: "Rio de Janeiro", neighborhood: "copacabana" })).toEqual(
      idsOf("copacabana"),
    );
    expect(await found({ city: "São Paulo", neighborhood: "Copacabana" })).toEqual([]);
    expect(await found({ city: "Manaus", neighborhood: "adrianopolis" })).toEqual(
      idsOf("manausHome"),
    );
    // Manaus's "Jd. Paulista" is not São Paulo's "Jardim Paulista".
    expect(await found({ city: "São Paulo", neighborhood: "Jd. Paulista" })).toEqual(
      idsOf("jardimPaulista"),
    );
    expect(await found({ city: "Manaus", neighborhood: "Jardim Paulista" })).toEqual(
      idsOf("manausHome"),
    );
  });

  it("matches the bairro whole, after spelling out abbreviations: 'Jardim' is not 'Jardim Paulista'", async () => {
    expect(await found({ city: "São Paulo", neighborhood: "Jardim" })).toEqual([]);
    expect(await found({ city: "São Paulo", neighborhood: "Paulista" })).toEqual([]);
    // Without a city, as before: the bairro in any city, for the options served at a place.
    expect(
      await found({ neighborhood: "jd paulista", serviceOptions: "local_proprio,domiciliar" }),
    ).toEqual(idsOf("manausHome", "jardimPaulista"));
  });

  it("narrows the options served at a place to the city; online stays anywhere", async () => {
    expect(await found({ city: "Rio de Janeiro", serviceOptions: "domiciliar" })).toEqual([]);
    expect(await found({ city: "Rio de Janeiro", serviceOptions: "local_proprio" })).toEqual(
      idsOf("copacabana"),
    );
    expect(await found({ city: "Rio de Janeiro", serviceOptions: "online" })).toEqual(
      idsOf("jardimPaulista", "online"),
    );
  });

  it("refuses an unknown city with a Portuguese 400", async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    const res = await client.request({
      url: "/api/professionals/search?city=Cidade%20Inventada",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Cidade inválida: Cidade Inventada");
    expect(res.json().fieldErrors.city).toEqual(["Cidade inválida: Cidade Inventada"]);
  });
});
