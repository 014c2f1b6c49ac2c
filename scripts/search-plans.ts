/**
 * DATABASE_URL=postgres://… npx tsx scripts/search-plans.ts: EXPLAIN (ANALYZE, BUFFERS) of the
 * exact SQL the search sends for each shape of decision 0121, captured from Drizzle's logger,
 * printed as Markdown. Run it on a `seed:scale` database.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { searchProfessionalsQuerySchema } from "../src/domain/contracts/professionals";
import type { Db } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";
import { countSearch } from "../src/server/features/professionals/count-search";
import { searchProfessionalCards } from "../src/server/features/professionals/search-professionals";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
let captured: { q: string; p: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (q, p) => captured.push({ q, p }) },
}) as unknown as Db;

async function afterPage(query: Record<string, unknown>, pages: number) {
  let after: string | undefined;
  for (let i = 0; i < pages; i++) {
    const rows = await searchProfessionalCards(
      db,
      searchProfessionalsQuerySchema.parse({ ...query, after }),
    );
    after = rows.at(-1)!.id;
  }
  return after;
}

const cases: [string, Record<string, unknown>][] = [
  ["specialty", { specialty: "Psicologia" }],
  [
    "specialty + neighbourhood + service modes",
    {
      specialty: "Nutrição",
      neighborhood: "Pinheiros",
      serviceOptions: "local_proprio,domiciliar",
    },
  ],
  ["name", { name: "jose" }],
  ["specialty + name", { specialty: "Psicologia", name: "jose" }],
  ["price window", { specialty: "Fisioterapia", minPrice: "100", maxPrice: "200" }],
  [
    "page 10 by keyset (specialty)",
    { specialty: "Psicologia", after: await afterPage({ specialty: "Psicologia" }, 9) },
  ],
  ["page 10 by keyset (all)", { after: await afterPage({}, 9) }],
  // Issue 17, decision 0290: 'Mais cedo disponível'.
  ["next free slot (specialty)", { specialty: "Nutrição", sort: "next_available" }],
  ["next free slot (all)", { sort: "next_available" }],
  ["next free slot + name", { name: "jose", sort: "next_available" }],
  [
    "next free slot, page 10 by keyset (specialty)",
    {
      specialty: "Psicologia",
      sort: "next_available",
      after: await afterPage({ specialty: "Psicologia", sort: "next_available" }, 9),
    },
  ],
  // Issue 18, decision 0331: by city, and a bairro within it.
  ["city, popular (specialty)", { specialty: "Psicologia", city: "São Paulo" }],
  ["city, popular (all)", { city: "São Paulo" }],
  ["city, rare (specialty)", { specialty: "Psicologia", city: "Manaus" }],
  ["city, rare (all)", { city: "Rio de Janeiro" }],
  [
    "city + bairro + service modes (specialty)",
    {
      specialty: "Nutrição",
      city: "São Paulo",
      neighborhood: "Pinheiros",
      serviceOptions: "local_proprio,domiciliar",
    },
  ],
  ["city + bairro, rare", { city: "Rio de Janeiro", neighborhood: "Copacabana" }],
  // Decision 0336: a name several states share, with its state.
  ["city with its state (all)", { city: "Bom Jesus", state: "PI" }],
  ["city + abbreviated bairro", { city: "São Paulo", neighborhood: "Jd. Paulista" }],
  // Decision 0414: a place nobody has, a bairro and a city.
  ["city + bairro, nobody's", { city: "Rio de Janeiro", neighborhood: "Copacabanna" }],
  ["city, nobody's (specialty)", { specialty: "Psicologia", city: "Bom Jesus", state: "PI" }],
  [
    "bairro + service modes, nobody's, next free slot",
    { neighborhood: "Copacabanna", serviceOptions: "local_proprio", sort: "next_available" },
  ],
];
// ONLY=city prints only the cases whose name holds that word.
const only = process.env.ONLY;
for (const [name, query] of cases.filter(([n]) => !only || n.includes(only))) {
  captured = [];
  const parsed = searchProfessionalsQuerySchema.parse(query);
  await searchProfessionalCards(db, parsed);
  // COUNT=1: the count of "N profissionais" too (decision 0342).
  if (process.env.COUNT) await countSearch(db, parsed);
  console.log(
    `### ${name}\n\`${new URLSearchParams(query as Record<string, string>).toString()}\`\n`,
  );
  for (const { q, p } of captured) {
    await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q}`, p); // warms the cache; the second run counts
    const res = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q}`, p);
    const plan = res.rows.map((r) => r["QUERY PLAN"]).join("\n");
    console.log(["```", plan, "```", ""].join("\n"));
  }
}
await pool.end();
