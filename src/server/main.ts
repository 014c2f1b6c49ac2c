import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { dataDirOf, openConfiguredDatabase } from "./db/open-configured";
import { resolveDemoMode } from "./demo/demo-mode";
import { seedDemoData } from "./demo/seed";
import { loadEnvOrExit } from "./env";
import { startJobs } from "./jobs";
import { loadOrCreateSecret } from "./secret";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const database = await openConfiguredDatabase(env);
  await database.migrate();

  const demoMode = await resolveDemoMode(database, env.DEMO_DATA);
  if (demoMode) await seedDemoData(database.db);

  const app = await buildApp({
    db: database.db,
    sessionSecret: env.SESSION_SECRET ?? loadOrCreateSecret(dataDirOf(env)),
    publicUrl: env.PUBLIC_URL,
    webDir: path.join(ROOT, "dist/web"),
    demoMode,
    logger: true,
    trustProxy: env.TRUST_PROXY,
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
