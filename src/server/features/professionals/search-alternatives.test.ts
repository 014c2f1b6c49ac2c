import type { Specialty } from "@domain/constants";
import { setupTestApp } from "@server/test/app";
import { makeProfessional } from "@server/test/factories";
import { beforeAll, describe, expect, it } from "vitest";

// Issue 29, item 4: an empty search is no dead end; the server says where to look next.
const t = setupTestApp();

const office = (city: string, state: string, specialty: Specialty = "Psicologia") =>
  makeProfessional(t.db, {
    specialty,
    serviceOptions: ["local_proprio"],
    officeNeighborhood: "Centro",
    profile: { officeCity: city, officeState: state },
  });

beforeAll(async () => {
  await makeProfessional(t.db, { serviceOptions: ["online"] });
  await makeProfessional(t.db, { serviceOptions: ["online"] });
  await makeProfessional(t.db, { serviceOptions: ["online"], specialty: "Nutrição" });
  await office("Campinas", "SP");
  await office("Campinas", "SP");
  await makeProfessional(t.db, {
    serviceOptions: ["domiciliar"],
    homeServiceAreas: ["Gonzaga"],
    profile: { homeServiceCity: "Santos", homeServiceState: "SP" },
  });
  await office("Niterói", "RJ");
  await office("Sorocaba", "SP", "Nutrição");
});

const alternatives = (query: string) =>
  t.app.inject({ method: "GET", url: `/api/professionals/search/alternatives?${query}` });

describe("GET /api/professionals/search/alternatives", () => {
  it("counts the specialty's online professionals and names other cities of the state, most first", async () => {
    const res = await alternatives("specialty=Psicologia&city=ribeirao%20preto&state=SP");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      online: { count: 2, more: false },
      cities: [
        { city: "Campinas", state: "SP", count: 2 },
        { city: "Santos", state: "SP", count: 1 },
      ],
    });
  });

  it("never offers the searched city itself, and no cities without one", async () => {
    const res = await alternatives("specialty=Psicologia&city=Campinas&state=SP");
    expect(res.json().cities).toEqual([{ city: "Santos", state: "SP", count: 1 }]);
    const anywhere = await alternatives("specialty=Nutri%C3%A7%C3%A3o");
    expect(anywhere.json()).toEqual({ online: { count: 1, more: false }, cities: [] });
  });

  it("refuses a missing specialty and an unknown city in Portuguese", async () => {
    const missing = await alternatives("city=Campinas");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Escolha uma especialidade.");
    const unknown = await alternatives("specialty=Psicologia&city=Cidade%20Inventada");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Cidade Inventada/);
  });
});
