import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// Committed data files; their sources are noted in data/README.md.
const municipalities: { name: string; uf: string }[] = require("./data/municipalities.json");
const neighborhoods: Record<string, string[]> = require("./data/neighborhoods.json");

const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

const cityNames = [...new Set(municipalities.map((m) => m.name))].sort(collator.compare);
const cityByFolded = new Map(cityNames.map((name) => [fold(name), name]));
const neighborhoodsByFolded = new Map(
  Object.entries(neighborhoods).map(([city, names]) => [
    fold(city),
    [...new Set(names)].sort(collator.compare),
  ]),
);

export function listCities(): string[] {
  return cityNames;
}

/** The city's neighbourhoods, [] for a known city without data, undefined for an unknown city. */
export function listNeighborhoods(city: string): string[] | undefined {
  const key = fold(city);
  if (!cityByFolded.has(key)) return undefined;
  return neighborhoodsByFolded.get(key) ?? [];
}

export function isKnownCity(city: string): boolean {
  return cityByFolded.has(fold(city));
}

export function isNeighborhoodOf(city: string, neighborhood: string): boolean {
  return (listNeighborhoods(city) ?? []).some((n) => fold(n) === fold(neighborhood));
}
