/** npm run seed-demo: seeds the demo marketplace into the configured database (idempotent). */
import path from "node:path";
import { openPglite, openPostgres } from "../src/server/db/client";
import { seedDemoData } from "../src/server/demo/seed";
import { parseEnv } from "../src/server/env";

const env = parseEnv(process.env);
if (!env.ok) {
  console.error(env.error);
  process.exit(1);
}
const database = env.env.DATABASE_URL
  ? openPostgres(env.env.DATABASE_URL)
  : await openPglite({ dataDir: path.resolve(env.env.DATA_DIR, "pglite") });
try {
  await database.migrate();
  const started = performance.now();
  await seedDemoData(database.db);
  console.log(`Demo data ready (${Math.round(performance.now() - started)} ms).`);
} finally {
  await database.close();
}
