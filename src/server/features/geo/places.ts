import { createRequire } from "node:module";
import { foldName as fold } from "@domain/text";

const require = createRequire(import.meta.url);
// Committed data files; their sources are noted in data/README.md.
const municipalities: { name: string; uf: string }[] = require("./data/municipalities.json");
const neighborhoods: Record<string, string[]> = require("./data/neighborhoods.json");

const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });
const cityNames = [...new Set(municipalities.map((m) => m.name))].sort(collator.compare);
/** Every spelling of a city name by its folded form ("Paraná" and "Paranã" are two cities). */
const citiesByFolded = new Map<string, string[]>();
for (const name of cityNames) {
  const key = fold(name);
  citiesByFolded.set(key, [...(citiesByFolded.get(key) ?? []), name]);
}
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
  if (!citiesByFolded.has(key)) return undefined;
  return neighborhoodsByFolded.get(key) ?? [];
}

/** Of the names that fold alike, the one written exactly so, else the first in list order. */
function spelledAs(names: readonly string[], typed: string): string | undefined {
  return names.includes(typed) ? typed : names.find((n) => fold(n) === fold(typed));
}

/** The city as the list spells it ("sao paulo" → "São Paulo"), undefined when unknown. */
export function cityNamed(city: string): string | undefined {
  return spelledAs(citiesByFolded.get(fold(city)) ?? [], city);
}

/** The neighbourhood as the city's list spells it, undefined when it is not on that list. */
export function neighborhoodNamed(city: string, neighborhood: string): string | undefined {
  return spelledAs(listNeighborhoods(city) ?? [], neighborhood);
}

export function isNeighborhoodOf(city: string, neighborhood: string): boolean {
  return neighborhoodNamed(city, neighborhood) !== undefined;
}
