import { NEIGHBORHOOD_SUGGESTIONS_MAX as MAX } from "@domain/contracts/geo";
import { placeKey } from "@domain/places";
import type { Db } from "@server/db/client";
import { likeContaining } from "@server/db/like";
import { placeNames } from "@server/db/schema";
import { AppError } from "@server/errors";
import { and, asc, eq, like } from "drizzle-orm";
import { cityNamed, listNeighborhoods } from "./places";

/** How many published names one answer reads: a few more than it shows, for the official ones. */
const PUBLISHED_READ = MAX * 3;

/**
 * Bairro suggestions for a city (decision 0332): its official and well-known names, then the
 * bairros professionals there have published (place_names, one index range on the city), each
 * place once (placeKey), those starting with what was typed first. Only bairro names, never an
 * address. An unknown city is a 404, as the list of a city is.
 */
export async function suggestNeighborhoods(
  db: Db,
  city: string,
  typed: string | null,
): Promise<{ name: string }[]> {
  const known = cityNamed(city);
  if (!known) throw new AppError("not_found", `Cidade não encontrada: ${city}.`);
  const q = placeKey(typed ?? "");
  const published = await db
    .select({ key: placeNames.nameKey, name: placeNames.name })
    .from(placeNames)
    .where(
      and(
        eq(placeNames.cityKey, placeKey(known)),
        q ? like(placeNames.nameKey, likeContaining(q)) : undefined,
      ),
    )
    .orderBy(asc(placeNames.nameKey))
    .limit(PUBLISHED_READ);
  const official = (listNeighborhoods(known) ?? []).map((name) => ({ key: placeKey(name), name }));
  const byKey = new Map<string, string>();
  for (const { key, name } of [...official, ...published]) {
    if (key.includes(q) && !byKey.has(key)) byKey.set(key, name);
  }
  const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });
  return [...byKey.entries()]
    .sort(([a, nameA], [b, nameB]) => {
      const startsA = a.startsWith(q) ? 0 : 1;
      const startsB = b.startsWith(q) ? 0 : 1;
      return startsA - startsB || collator.compare(nameA, nameB);
    })
    .slice(0, MAX)
    .map(([, name]) => ({ name }));
}
