/**
 * npm run seed:scale -- --professionals 100000 [--force]: fills the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR) with the synthetic marketplace of
 * scripts/seed-scale.ts. For disposable databases: refuses one that has users unless --force.
 */
import { parseArgs } from "node:util";
import { openConfiguredDatabase } from "../src/server/db/open-configured";
import { loadEnvOrExit } from "../src/server/env";
import { countRows, SEED_PASSWORD, seedScale } from "./seed-scale";

const { values } = parseArgs({
  options: {
    professionals: { type: "string", default: "100000" },
    force: { type: "boolean", default: false },
  },
});
const professionals = Number(values.professionals);
if (!Number.isInteger(professionals) || professionals < 1) {
  console.error("--professionals must be a positive whole number");
  process.exit(1);
}

const database = await openConfiguredDatabase(loadEnvOrExit());
try {
  await database.migrate();
  const before = await countRows(database.db);
  if (before.users > 0 && !values.force) {
    console.error(
      `The ${database.kind} database already has ${before.users} users. seed:scale is for empty, disposable databases; add --force to add to it anyway.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`Seeding ${professionals} professionals into ${database.kind}…`);
    const started = performance.now();
    const after = await seedScale(database.db, professionals, {
      log: (line) => console.log(`  ${line}`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.table(
      Object.fromEntries(
        Object.entries(after).map(([table, n]) => [
          table,
          { added: n - before[table as keyof typeof before], total: n },
        ]),
      ),
    );
    console.log(`Done in ${seconds} s. Every seeded account's password: ${SEED_PASSWORD}`);
  }
} finally {
  await database.close();
}
