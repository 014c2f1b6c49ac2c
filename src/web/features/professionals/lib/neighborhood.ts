import { foldName } from "@web/features/geo/lib/names";

/** The served area matching the client's neighbourhood, if any ('Seu bairro' check, booking). */
export function matchingArea(
  areas: readonly string[],
  neighborhood: string | null | undefined,
): string | null {
  if (!neighborhood?.trim()) return null;
  const wanted = foldName(neighborhood);
  return areas.find((area) => foldName(area) === wanted) ?? null;
}
