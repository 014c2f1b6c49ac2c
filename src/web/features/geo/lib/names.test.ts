import { placeKey as foldName } from "@domain/places";
import { describe, expect, it } from "vitest";
import { filterNames, sortedUniqueNames } from "./names";

describe("sortedUniqueNames", () => {
  it("sorts in Portuguese order, so accented names sit with their letter", () => {
    expect(
      sortedUniqueNames(["Zé Doca", "Água Boa", "Abaetetuba", "Óbidos", "Ouro Preto"]),
    ).toEqual(["Abaetetuba", "Água Boa", "Óbidos", "Ouro Preto", "Zé Doca"]);
  });

  it("removes duplicate and blank names", () => {
    expect(sortedUniqueNames(["Moema", "Pinheiros", "Moema", " ", "Pinheiros "])).toEqual([
      "Moema",
      "Pinheiros",
    ]);
  });
});

describe("filterNames", () => {
  const names = ["Campinas", "São Paulo", "Paulínia", "São Paulo de Olivença"];
  const folded = names.map(foldName);

  it("ignores case and accents, names starting with the text first", () => {
    expect(filterNames(names, folded, "PAULI")).toEqual(["Paulínia"]);
    expect(filterNames(names, folded, "paulo")).toEqual(["São Paulo", "São Paulo de Olivença"]);
    expect(filterNames(names, folded, "sao p")).toEqual(["São Paulo", "São Paulo de Olivença"]);
  });

  it("puts the exact name first, so typing it and pressing Enter chooses it", () => {
    const cities = ["São Patrício", "São Paulo das Missões", "São Paulo"];
    expect(filterNames(cities, cities.map(foldName), "sao paulo")[0]).toBe("São Paulo");
  });

  it("returns every name for empty text", () => {
    expect(filterNames(names, folded, "  ")).toEqual(names);
  });
});
