import { placeKey } from "@domain/places";

const collator = new Intl.Collator("pt-BR");

/** Place names in Portuguese alphabetical order, blanks and duplicates removed (SPEC §5). */
export function sortedUniqueNames(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => n.trim()).filter(Boolean))].sort(collator.compare);
}

/**
 * The names matching `query` (as places compare, decision 0330: "jd" finds "Jardim"): an exact
 * match first, then names starting with it, then names containing it.
 * `folded` is `names` already passed through the domain's placeKey, computed once per list.
 */
export function filterNames(names: readonly string[], folded: string[], query: string): string[] {
  const q = placeKey(query);
  if (!q) return [...names];
  const exact: string[] = [];
  const starts: string[] = [];
  const contains: string[] = [];
  folded.forEach((f, i) => {
    if (f === q) exact.push(names[i]!);
    else if (f.startsWith(q)) starts.push(names[i]!);
    else if (f.includes(q)) contains.push(names[i]!);
  });
  return [...exact, ...starts, ...contains];
}
