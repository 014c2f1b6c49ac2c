import { placeKey } from "@domain/places";
import { setupTestApp } from "@server/test/app";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// The search-state trigger keys places in SQL (place_key, drizzle/0025), the app and the web in
// TypeScript (placeKey, src/domain/places.ts): a bairro typed in one must meet the other.
const t = setupTestApp();

const NAMES = [
  "Jd. Paulista",
  "jd paulista",
  "Jd.Paulista",
  "JARDIM  PAULISTA ",
  "Vl. Madalena",
  "Vila Olímpia",
  "Pq. Res. Tatuapé",
  "Cj. Habitacional Teotônio Vilela",
  "Sta. Cecília",
  "Sto. Amaro",
  "Stanley",
  "Jdinha",
  "Vila Resende",
  "São João do Rio Vermelho",
  "Freguesia (Jacarepaguá)",
  "Itaim-Bibi",
  "Açaí D'Água",
];

describe("place_key (SQL) and placeKey (TypeScript) agree (decision 0330)", () => {
  it.each(NAMES)("'%s'", async (name) => {
    const res = await t.db.execute(sql`SELECT place_key(${name}) AS key`);
    const [row] = (res as unknown as { rows: { key: string }[] }).rows;
    expect(row!.key).toBe(placeKey(name));
  });
});
