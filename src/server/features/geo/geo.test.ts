import { setupTestApp } from "@server/test/app";
import { describe, expect, it } from "vitest";
import municipalities from "./data/municipalities.json";

const t = setupTestApp();

const get = (url: string) => t.app.inject({ method: "GET", url });
const neighborhoodsOf = async (city: string) => {
  const res = await get(`/api/geocoding/neighborhoods/${encodeURIComponent(city)}`);
  return { status: res.statusCode, body: res.json() };
};

describe("GET /api/geocoding/cities", () => {
  it("lists the names of all 5,570 Brazilian municipalities once, in Portuguese order", async () => {
    expect(municipalities).toHaveLength(5_570);
    const res = await get("/api/geocoding/cities");
    expect(res.statusCode).toBe(200);
    const cities: string[] = res.json();
    // Names shared by several states (e.g. "Bom Jesus") are listed once.
    expect(cities).toHaveLength(new Set(municipalities.map((m) => m.name)).size);
    expect(cities.length).toBeGreaterThan(5_290);
    expect(new Set(cities).size).toBe(cities.length);
    expect(cities.filter((c) => c === "São Paulo")).toHaveLength(1);
    for (const city of ["Rio de Janeiro", "Brasília", "Itapajé", "Mogi Mirim", "Paraty"]) {
      expect(cities).toContain(city);
    }
    const aguas = cities.indexOf("Águas de Lindóia");
    expect(aguas).toBeGreaterThan(cities.indexOf("Abaeté"));
    expect(aguas).toBeLessThan(cities.indexOf("Alagoinhas"));
    expect(cities.indexOf("Zé Doca")).toBeGreaterThan(cities.indexOf("Xique-Xique"));
    const sorted = [...cities].sort(new Intl.Collator("pt-BR").compare);
    expect(cities).toEqual(sorted);
  });
});

describe("GET /api/geocoding/neighborhoods/:city", () => {
  it("gives São Paulo's 96 distritos and its well-known bairros as {name}, accents intact", async () => {
    const { status, body } = await neighborhoodsOf("São Paulo");
    expect(status).toBe(200);
    const names = body.map((n: { name: string }) => n.name);
    expect(names.length).toBeGreaterThanOrEqual(96);
    expect(names).toEqual(
      expect.arrayContaining(["Pinheiros", "Moema", "Vila Mariana", "Itaim Bibi", "Jaçanã"]),
    );
    // Issue 18: the bairros people use, not only the official districts.
    expect(names).toEqual(
      expect.arrayContaining(["Vila Madalena", "Jardins", "Higienópolis", "Brooklin", "Pompeia"]),
    );
    expect(body[0]).toEqual({ name: "Aclimação" });
  });

  it("finds the city whatever its case or accents", async () => {
    const { status, body } = await neighborhoodsOf("sao paulo");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(96);
  });

  it.each([
    ["Rio de Janeiro", "Copacabana"],
    ["Belo Horizonte", "Pampulha"],
    ["Belo Horizonte", "Savassi"],
    ["Brasília", "Asa Sul"],
    ["Curitiba", "Água Verde"],
    ["Brasília", "Águas Claras"],
  ])("has the neighbourhoods of %s", async (city, known) => {
    const { status, body } = await neighborhoodsOf(city);
    expect(status).toBe(200);
    expect(body).toContainEqual({ name: known });
  });

  it("answers [] for a known city without neighbourhood data", async () => {
    expect(await neighborhoodsOf("Águas de Lindóia")).toEqual({ status: 200, body: [] });
  });

  it("answers 404 with a Portuguese message for an unknown city", async () => {
    const { status, body } = await neighborhoodsOf("Cidade Inventada");
    expect(status).toBe(404);
    expect(body.message).toBe("Cidade não encontrada: Cidade Inventada.");
  });

  it.each([
    ["odd characters", "São%20Paulo<script>'\";--%00"],
    ["a very long name", "a".repeat(5_000)],
    ["only spaces", "%20%20%20"],
    ["broken percent-encoding", "S%E3o%ZZ"],
  ])("never answers 500 for %s", async (_label, raw) => {
    const res = await get(`/api/geocoding/neighborhoods/${raw}`);
    // 414: Fastify's router refuses path parameters over 100 characters before our handler.
    expect([400, 404, 414]).toContain(res.statusCode);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
