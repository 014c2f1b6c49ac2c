import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { type Database, openPglite, openPostgres } from "./db/client";
import { isDatabaseEmpty, seedDemoData } from "./demo/seed";
import { parseEnv } from "./env";
import { startJobs } from "./jobs";
import { loadOrCreateSecret } from "./secret";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export async function main(): Promise<void> {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    console.error(parsed.error);
    process.exit(1);
  }
  const env = parsed.env;
  const dataDir = path.resolve(ROOT, env.DATA_DIR);

  const database: Database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : await openPglite({ dataDir: path.join(dataDir, "pglite") });
  await database.migrate();

  const embedded = database.kind === "pglite";
  const demoMode = env.DEMO_DATA ?? (embedded && (await isDatabaseEmpty(database.db)));
  if (demoMode) await seedDemoData(database.db);

  const app = await buildApp({
    db: database.db,
    sessionSecret: env.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    publicUrl: env.PUBLIC_URL,
    webDir: path.join(ROOT, "dist/web"),
    demoMode,
    logger: true,
  });
  const stopJobs = startJobs(database.db, app.log);

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `Acolher em ${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`} (${database.kind}${demoMode ? ", dados de demonstração" : ""})`,
  );
}
