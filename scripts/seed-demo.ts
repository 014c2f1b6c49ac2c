/** npm run seed-demo: seeds the demo marketplace into the configured database (idempotent). */
import { openConfiguredDatabase } from "../src/server/db/open-configured";
import { seedDemoData } from "../src/server/demo/seed";
import { loadEnvOrExit } from "../src/server/env";

const database = await openConfiguredDatabase(loadEnvOrExit());
try {
  await database.migrate();
  const started = performance.now();
  await seedDemoData(database.db);
  console.log(`Demo data ready (${Math.round(performance.now() - started)} ms).`);
} finally {
  await database.close();
}
