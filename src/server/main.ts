import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import type { Database } from "./db/client";
import { dataDirOf, openConfiguredDatabase } from "./db/open-configured";
import { openReplicaSet, type ReplicaState } from "./db/replicas";
import { productionDemoCheck, resolveDemoMode } from "./demo/demo-mode";
import { seedDemoData } from "./demo/seed";
import { type Env, loadEnvOrExit, siteInfoOf } from "./env";
import { emailDeliveryJob, JOBS, startJobs } from "./jobs";
import { publicPagesJob } from "./jobs/render-public-pages";
import { mailboxMailer, smtpMailer } from "./notifications/mailer";
import { loadOrCreateSecret } from "./secret";
import { forkedWorkerRole, forkWorkers } from "./workers";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** After SIGTERM, requests in flight and the running job get this long before a forced exit. */
const SHUTDOWN_GRACE_MS = 25_000;

/** Migrations and demo data, once per start (in the primary when there are several workers). */
async function prepareDatabase(database: Database, env: Env): Promise<boolean> {
  await database.migrate();
  const production = env.NODE_ENV === "production";
  const demoMode = await resolveDemoMode(database, env.DEMO_DATA, production);
  // Demo accounts have public passwords: in production only on request, and loudly (0181).
  const check = await productionDemoCheck(database, demoMode, production);
  if (check?.refuse) {
    console.error(check.message);
    await database.close();
    process.exit(1);
  }
  if (check) console.warn(check.message);
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

  // Streaming replicas for the public reads (decision 0410); each state change is logged by the
  // replica's place in the list, never its address (it may hold a password).
  let replicaLog: ((state: ReplicaState) => void) | undefined;
  const readDb = env.DATABASE_REPLICA_URLS
    ? openReplicaSet({
        primary: database.db,
        urls: env.DATABASE_REPLICA_URLS,
        maxLagMs: env.DATABASE_REPLICA_MAX_LAG_MS,
        onChange: (state) => replicaLog?.(state),
      })
    : undefined;

  const sessionSecret = env.SESSION_SECRET ?? loadOrCreateSecret(dataDirOf(env));
  // Who operates Acolher, in every page's and e-mail's footer (decision 0389).
  const site = siteInfoOf(env);
  const app = await buildApp({
    db: database.db,
    readDb,
    sessionSecret,
    publicUrl: env.PUBLIC_URL,
    webDir: path.join(ROOT, "dist/web"),
    ssrEntry: path.join(ROOT, "dist/ssr/entry-server.js"),
    // A visitor's public page is rendered at most every 30 s per address (decision 0356).
    pageCacheMs: 30_000,
    // The sitemap index counts every listing page (0.5 s at 100,000): once per 10 minutes.
    sitemapIndexCacheMs: 600_000,
    // A ban or deletion takes the page out of every process's kept pages at once (0373).
    listen: database.listen,
    demoMode,
    production: env.NODE_ENV === "production",
    logger: true,
    trustProxy: env.TRUST_PROXY,
    // Several workers or machines on one PostgreSQL count visitors' reads together (0411).
    sharedVisitorCounts: database.kind === "postgres",
    site,
    iceServers: env.ICE_SERVERS,
  });
  replicaLog = (replica) =>
    app.log.info(
      { replica: replica.name, state: replica.state, lagMs: replica.lagMs },
      "réplica de leitura",
    );
  // E-mail through SMTP_URL, or into DATA_DIR/mailbox when there is none (decision 0211).
  const mailer = env.SMTP_URL
    ? smtpMailer(env.SMTP_URL)
    : mailboxMailer(path.join(dataDirOf(env), "mailbox"));
  const mail = {
    mailer,
    from: env.MAIL_FROM,
    appUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    // The same secret seals the one-click unsubscribe links the app's route reads (0241).
    unsubscribeSecret: sessionSecret,
    site,
  };
  const stopJobs =
    !role || role.runJobs
      ? startJobs(database.db, app.log, undefined, [
          ...JOBS,
          emailDeliveryJob(mail),
          // Public pages rendered again before visitors ask (decision 0369).
          publicPagesJob(app),
        ])
      : async () => {};

  // Graceful stop (decision 0182): no new connections, no new job runs; requests in flight and
  // the running job finish, then the database closes and the process exits 0.
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: encerrando após as requisições e a tarefa em andamento`);
    setTimeout(() => {
      app.log.error(`não terminou em ${SHUTDOWN_GRACE_MS / 1000} s; encerrando à força`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      const jobsDone = stopJobs();
      await app.close();
      await jobsDone;
      mailer.close();
      await readDb?.close();
      await database.close();
    } catch (err) {
      app.log.error({ err }, "falha ao encerrar");
      process.exit(1);
    }
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);

  await app.listen({ port: env.PORT, host: env.HOST });
  // PORT=0 picks a free port: the line says which (scripts read `port` from it).
  const { port } = app.server.address() as AddressInfo;
  app.log.info(
    { port },
    `Acolher em ${env.PUBLIC_URL ?? `http://localhost:${port}`} (${database.kind}${demoMode ? ", dados de demonstração" : ""})`,
  );
  app.log.info(`E-mails: ${mailer.description}`);
  // The log lines above are JSON for machines; a person starting the server reads this one
  // (issue 29, item 13). One per start: the first worker's, when there are several.
  if (!role || role.runJobs)
    console.log(readyLine(env.PUBLIC_URL ?? `http://localhost:${port}`, demoMode));
}

/** What a person who ran `npm start` needs next: where to open it, and how to sign in. */
export function readyLine(url: string, demoMode: boolean): string {
  const demo = demoMode
    ? " Contas de demonstração (cliente, profissional, admin): na página Entrar e no README."
    : "";
  return `\nAcolher pronto: abra ${url} no navegador.${demo}\n`;
}
