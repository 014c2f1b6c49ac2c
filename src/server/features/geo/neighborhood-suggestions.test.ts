import { setupTestApp } from "@server/test/app";
import { makeProfessional } from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { describe, expect, it } from "vitest";

// Issue 18 §4 (decision 0332): bairro suggestions from the official lists and from the bairros
// professionals there have published; never an address, never a client's bairro.
const t = setupTestApp();

async function suggest(city: string, q?: string) {
  const query = new URLSearchParams({ city, ...(q === undefined ? {} : { q }) });
  const res = await t.app.inject({ url: `/api/geocoding/neighborhoods?${query}` });
  return { status: res.statusCode, body: res.json() };
}
const names = (body: { name: string }[]) => body.map((n) => n.name);

describe("GET /api/geocoding/neighborhoods?city=&q=", () => {
  it("suggests the well-known bairros, not only the districts, whatever the accents and abbreviations", async () => {
    expect(names((await suggest("São Paulo", "madalena")).body)).toContain("Vila Madalena");
    expect(names((await suggest("sao paulo", "vl. madal")).body)).toEqual(["Vila Madalena"]);
    expect(names((await suggest("São Paulo", "higieno")).body)).toEqual(["Higienópolis"]);
    const jardim = names((await suggest("São Paulo", "Jd.")).body);
    expect(jardim.slice(0, 3)).toEqual(["Jardim América", "Jardim Ângela", "Jardim da Saúde"]);
  });

  it("puts the names starting with what was typed first", async () => {
    const pinheiros = names((await suggest("São Paulo", "pinheiros")).body);
    expect(pinheiros).toEqual(["Pinheiros", "Alto de Pinheiros"]);
  });

  it("adds the bairros professionals of the city have published, once each, and not another city's", async () => {
    const bairro = `Jardim ${uniqueWord("Bairro")}`;
    await makeProfessional(t.db, {
      serviceOptions: ["local_proprio", "domiciliar"],
      officeNeighborhood: bairro,
      homeServiceAreas: [bairro.replace("Jardim", "Jd."), "Ponta Negra"],
      profile: { officeCity: "Manaus", officeState: "AM", homeServiceCity: "Manaus" },
    });
    expect(names((await suggest("Manaus", bairro.slice(-6))).body)).toEqual([bairro]);
    expect(names((await suggest("Manaus", "ponta")).body)).toContain("Ponta Negra");
    expect(names((await suggest("Belém", bairro.slice(-6))).body)).toEqual([]);
    // An unverified professional's bairro is not public: not suggested.
    const hidden = `Vila ${uniqueWord("Oculta")}`;
    await makeProfessional(t.db, {
      serviceOptions: ["local_proprio"],
      officeNeighborhood: hidden,
      verified: false,
      profile: { officeCity: "Manaus", officeState: "AM" },
    });
    expect(names((await suggest("Manaus", hidden.slice(-6))).body)).toEqual([]);
  });

  it("answers at most 20, [] for a city without bairros on file, 404 for an unknown city, 400 without a city", async () => {
    expect((await suggest("São Paulo")).body).toHaveLength(20);
    expect(await suggest("Águas de Lindóia", "centro")).toEqual({ status: 200, body: [] });
    const unknown = await suggest("Cidade Inventada", "x");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Cidade não encontrada: Cidade Inventada.");
    const none = await t.app.inject({ url: "/api/geocoding/neighborhoods?q=x" });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Cidade inválida");
  });

  it("lists every municipality with its state", async () => {
    const res = await t.app.inject({ url: "/api/geocoding/municipalities" });
    const all: { name: string; uf: string }[] = res.json();
    expect(all).toHaveLength(5_570);
    expect(all).toContainEqual({ name: "Manaus", uf: "AM" });
    expect(
      all
        .filter((m) => m.name === "Bom Jesus")
        .map((m) => m.uf)
        .sort(),
    ).toEqual(["PB", "PI", "RN", "RS", "SC"]);
  });
});
