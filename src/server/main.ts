import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import type { Database } from "./db/client";
import { dataDirOf, openConfiguredDatabase } from "./db/open-configured";
import { resolveDemoMode } from "./demo/demo-mode";
import { seedDemoData } from "./demo/seed";
import { type Env, loadEnvOrExit } from "./env";
import { startJobs } from "./jobs";
import { loadOrCreateSecret } from "./secret";
import { forkedWorkerRole, forkWorkers } from "./workers";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Migrations and demo data, once per start (in the primary when there are several workers). */
async function prepareDatabase(database: Database, env: Env): Promise<boolean> {
  await database.migrate();
  const demoMode = await resolveDemoMode(database, env.DEMO_DATA);
  if (demoMode) await seedDemoData(database.db);
  return demoMode;
}

export async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const role = env.WORKERS > 1 ? forkedWorkerRole() : undefined;
  const database = await openConfiguredDatabase(env);
  if (env.WORKERS > 1 && !role) {
    const demoMode = await prepareDatabase(database, env);
    await database.close();
    // Created once here, or the workers could race to write different secrets.
    if (!env.SESSION_SECRET) loadOrCreateSecret(dataDirOf(env));
    console.log(`Acolher: iniciando ${env.WORKERS} processos do servidor`);
    forkWorkers(env.WORKERS, demoMode);
    return;
  }
  const demoMode = role ? role.demoMode : await prepareDatabase(database, env);

  const app = await buildApp({
    db: database.db,
    sessionSecret: env.SESSION_SECRET ?? loadOrCreateSecret(dataDirOf(env)),
    publicUrl: env.PUBLIC_URL,
    webDir: path.join(ROOT, "dist/web"),
    demoMode,
    logger: true,
    trustProxy: env.TRUST_PROXY,
  });
  const stopJobs = !role || role.runJobs ? startJobs(database.db, app.log) : () => {};

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
