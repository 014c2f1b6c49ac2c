import { createRequire } from "node:module";
import { placeKey } from "@domain/places";
import { slugify } from "@domain/public-pages";
import { foldName as fold } from "@domain/text";

const require = createRequire(import.meta.url);
// Committed data files; their sources are noted in data/README.md.
const municipalities: { name: string; uf: string }[] = require("./data/municipalities.json");
const neighborhoods: Record<string, string[]> = require("./data/neighborhoods.json");

type Municipality = { name: string; uf: string };

/** The items under each key, in their order. */
function groupBy<T, V = T>(
  items: readonly T[],
  keyFor: (item: T) => string,
  valueFor: (item: T) => V = (item) => item as unknown as V,
): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const item of items) {
    const key = keyFor(item);
    const group = groups.get(key);
    if (group) group.push(valueFor(item));
    else groups.set(key, [valueFor(item)]);
  }
  return groups;
}

const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });
const cityNames = [...new Set(municipalities.map((m) => m.name))].sort(collator.compare);
/** Every spelling of a city name by its folded form ("Paraná" and "Paranã" are two cities). */
const citiesByFolded = groupBy(cityNames, fold);
const neighborhoodsByFolded = new Map(
  Object.entries(neighborhoods).map(([city, names]) => [
    fold(city),
    [...new Set(names)].sort(collator.compare),
  ]),
);

export function listCities(): string[] {
  return cityNames;
}

/** Every municipality with its state, in Portuguese order (the data file's). */
export function listMunicipalities(): { name: string; uf: string }[] {
  return municipalities;
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

/** The neighbourhood as the city's list spells it (same placeKey), undefined when not listed. */
export function neighborhoodNamed(city: string, neighborhood: string): string | undefined {
  const names = listNeighborhoods(city) ?? [];
  if (names.includes(neighborhood)) return neighborhood;
  const key = placeKey(neighborhood);
  return names.find((name) => placeKey(name) === key);
}

/**
 * A bairro as it is saved (decision 0332): free text, but spelled as the city's official list
 * does when it is that place ("jd paulista" → "Jardim Paulista"), else as typed with its spaces
 * tidied; null when blank.
 */
export function bairroAsSaved(city: string, typed: string): string | null {
  const tidy = typed.replace(/\s+/g, " ").trim();
  if (!tidy) return null;
  return neighborhoodNamed(city, tidy) ?? tidy;
}

/** Each municipality's state(s) by its name as listed ("Bom Jesus": five states). */
const statesByName = groupBy(
  municipalities,
  (m) => m.name,
  (m) => m.uf,
);
/** Each municipality by its folded name ("parana": Paraná - RN and Paranã - TO). */
const municipalitiesByFolded = groupBy(municipalities, (m) => fold(m.name));
/** Each municipality by its name's address segment ("bom-jesus": five of them, decision 0337). */
const municipalitiesBySlug = groupBy(municipalities, (m) => slugify(m.name));

/** The municipalities whose name has this address segment ("sao-paulo": one). */
export const municipalitiesOfSlug = (slug: string): readonly Municipality[] =>
  municipalitiesBySlug.get(slug) ?? [];

/** The states that have a municipality of this name ("Bom Jesus": PB, PI, RN, RS, SC). */
export function statesOfCity(city: string): string[] {
  const name = cityNamed(city);
  return name ? (statesByName.get(name) ?? []) : [];
}

/**
 * The municipality of a name and, when given, a state ('RJ'); undefined when there is none, or
 * when the name is in several states and none is given. With a state, a name folded alike
 * finds that state's spelling ("parana", 'TO': Paranã).
 */
export function municipalityNamed(
  city: string,
  state?: string | null,
): { name: string; uf: string } | undefined {
  const name = cityNamed(city);
  if (!name) return undefined;
  if (state) {
    const uf = state.trim().toUpperCase();
    const alike = municipalitiesByFolded.get(fold(city)) ?? [];
    return alike.find((m) => m.name === name && m.uf === uf) ?? alike.find((m) => m.uf === uf);
  }
  const states = statesByName.get(name) ?? [];
  return states.length === 1 ? { name, uf: states[0]! } : undefined;
}

export function isNeighborhoodOf(city: string, neighborhood: string): boolean {
  return neighborhoodNamed(city, neighborhood) !== undefined;
}
