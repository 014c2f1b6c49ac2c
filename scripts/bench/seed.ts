/**
 * The bench's databases, seeded once by `npm run seed:scale` and reused while they hold the
 * asked number of professionals.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { type Database, openPglite, openPostgres } from "../../src/server/db/client";
import { withDatabase } from "../../src/server/test/pg-admin";

export async function countProfessionals(database: Database): Promise<number> {
  const { rows } = (await database.db.execute(
    sql`SELECT count(*)::int AS n FROM professional_profiles`,
  )) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
}

/** `npm run seed:scale` on the database that `env` names (migrated and empty). */
async function seed(database: Database, professionals: number, env: Record<string, string>) {
  const started = Date.now();
  // PGlite is single-process: the seeding process must have the data directory to itself.
  await database.close();
  const run = spawnSync(
    "npm",
    ["run", "-s", "seed:scale", "--", "--professionals", `${professionals}`],
    {
      stdio: "inherit",
      env: { ...process.env, ...env },
    },
  );
  if (run.status !== 0) throw new Error(`seed:scale failed (${run.status})`);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`${database.kind}: seeded ${professionals} professionals in ${seconds} s`);
}

/** `bench_<N>` on the PostgreSQL server of `serverUrl`; its URL. */
export async function preparePostgres(serverUrl: string, professionals: number, fresh: boolean) {
  const name = `bench_${professionals}`;
  const url = withDatabase(serverUrl, name);
  const admin = openPostgres(serverUrl, 1);
  const exists = (await admin.pool.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]))
    .rowCount;
  let reuse = !!exists && !fresh;
  if (reuse) {
    const database = openPostgres(url, 1);
    await database.migrate();
    reuse = (await countProfessionals(database)) >= professionals;
    await database.close();
  }
  if (!reuse) {
    await admin.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.pool.query(`CREATE DATABASE ${name}`);
    const database = openPostgres(url, 4);
    await database.migrate();
    await seed(database, professionals, { DATABASE_URL: url });
  }
  // After a seed, or a migration that rewrote rows (drizzle/0013 recomputes every profile's
  // search state): fresh statistics and visibility map, or index-only walks visit the heap
  // until autovacuum comes by.
  const analyze = openPostgres(url, 1);
  await analyze.pool.query("VACUUM ANALYZE");
  await analyze.close();
  await admin.close();
  return url;
}

/** An on-disk PGlite in DATA_DIR `dataDir`, as `npm start` opens it. */
export async function preparePglite(dataDir: string, professionals: number) {
  const open = () => openPglite({ dataDir: `${dataDir}/pglite` });
  let database = await open();
  await database.migrate();
  if ((await countProfessionals(database)) >= professionals) return database.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  database = await open();
  await database.migrate();
  await seed(database, professionals, { DATA_DIR: dataDir, DATABASE_URL: "" });
}
