import { describe, expect, it } from "vitest";
import { servesNeighborhood } from "./appointments";
import { placeKey, samePlace } from "./places";

describe("placeKey (decision 0330)", () => {
  it.each([
    ["Jd. Paulista", "Jardim Paulista"],
    ["jd paulista", "JARDIM PAULISTA"],
    ["Jd.Paulista", "Jardim Paulista"],
    ["Vl. Madalena", "Vila Madalena"],
    ["Pq. do Carmo", "Parque do Carmo"],
    ["Res. Santa Rita", "Residencial Santa Rita"],
    ["Cj. Habitacional", "Conjunto Habitacional"],
    ["Sta. Cecília", "Santa Cecilia"],
    ["Sto. Amaro", "Santo Amaro"],
    ["  Higienópolis  ", "higienopolis"],
    ["Vila   Olímpia", "vila olimpia"],
    ["Pq. Res. Tatuapé", "Parque Residencial Tatuapé"],
  ])("'%s' is the same place as '%s'", (typed, listed) => {
    expect(placeKey(typed)).toBe(placeKey(listed));
    expect(samePlace(typed, listed)).toBe(true);
  });

  it("keeps words that merely start like an abbreviation", () => {
    expect(placeKey("Jdinha")).toBe("jdinha");
    expect(placeKey("Stanley")).toBe("stanley");
    expect(placeKey("Vila Resende")).toBe("vila resende");
  });

  it("matches whole names only: 'Jardim' is not 'Jardim Paulista'", () => {
    expect(samePlace("Jardim", "Jardim Paulista")).toBe(false);
    expect(samePlace("Jardins", "Jardim")).toBe(false);
    expect(samePlace("", "")).toBe(false);
    expect(samePlace(null, "Moema")).toBe(false);
  });

  it("a home-service area serves exactly its bairro, abbreviations spelled out", () => {
    expect(servesNeighborhood(["Jardim Paulista"], "Jd. Paulista")).toBe(true);
    expect(servesNeighborhood(["Jardim Paulista"], "Jardim")).toBe(false);
    expect(servesNeighborhood(["Vl. Madalena"], "vila madalena")).toBe(true);
  });
});
