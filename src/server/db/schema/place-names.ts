import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Issue 18 (decision 0332): the bairros searchable professionals have published, by city, as
 * suggestions beside each city's official list. Kept by the search-state trigger
 * (drizzle/0025): only names already public on a card, never an address or a client's bairro.
 * Both keys are place_key()s (src/domain/places.ts placeKey).
 */
export const placeNames = pgTable(
  "place_names",
  {
    cityKey: text("city_key").notNull(),
    nameKey: text("name_key").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityKey, t.nameKey] })],
);
