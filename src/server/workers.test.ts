/**
 * WORKERS > 1 (decision 0125): two real server processes on one PostgreSQL database, as
 * node:cluster runs them, hold nothing in memory that the other needs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "./db/client";
import { openTestDatabase } from "./test/db";
import { makeClient, makeProfessional, nextWeekday, TEST_PASSWORD } from "./test/factories";

const onPostgres = inject("testDatabase").kind === "postgres";

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** `npm start`'s server (src/server/main.ts) in its own process; resolves once it listens. */
async function startServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/dev-server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      HOST: "127.0.0.1",
      PORT: String(port),
      SESSION_SECRET: "workers-test-secret-0123456789abcdef",
      OPERATOR_NAME: "Operadora de Teste Ltda.",
      OPERATOR_CNPJ: "11.222.333/0001-81",
      OPERATOR_ADDRESS: "Rua dos Testes, 10, São Paulo - SP",
      OPERATOR_EMAIL: "contato@acolher.test",
      DPO_NAME: "Encarregada de Teste",
      DPO_EMAIL: "dpo@acolher.test",
      WORKERS: "1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Acolher em")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

let database: Database;
let servers: { url: string; child: ChildProcess }[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  database = await openTestDatabase();
  const url = (database as Database & { pool: pg.Pool }).pool.options.connectionString!;
  // One after the other: the first applies the (already applied) migrations alone.
  servers = [await startServer(url), await startServer(url)];
}, 120_000);
afterAll(async () => {
  for (const { child } of servers) child.kill("SIGTERM");
  await Promise.all(servers.map(({ child }) => once(child, "exit")));
  await database?.close();
});

const call = (server: number, path: string, init: RequestInit = {}) =>
  fetch(`${servers[server]!.url}${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
  });
const signIn = (server: number, email: string, password: string) =>
  call(server, "/api/auth/login", { method: "POST", body: JSON.stringify({ email, password }) });
const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0]!;

// PostgreSQL only: the embedded PGlite runs inside one process, so WORKERS > 1 is refused
// there (env.test.ts pins the refusal).
describe.runIf(onPostgres)("two server processes on one PostgreSQL database", () => {
  it("accept on one a session made on the other", async () => {
    const client = await makeClient(database.db);
    const login = await signIn(0, client.email, TEST_PASSWORD);
    expect(login.status).toBe(200);
    const me = await call(1, "/api/auth/user", { headers: { cookie: cookieOf(login) } });
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(client.id);
  });

  it("count failed sign-ins across both: five wrong passwords shared between them block the account", async () => {
    const client = await makeClient(database.db);
    for (const server of [0, 1, 0, 1, 0]) {
      expect((await signIn(server, client.email, "senha-errada-123")).status).toBe(401);
    }
    const refused = await signIn(1, client.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      "Muitas tentativas de entrar. Aguarde 15 minutos e tente novamente.",
    );
  });

  it("create exactly one appointment from 100 concurrent bookings of one slot split between them", async () => {
    const pro = await makeProfessional(database.db);
    const clients = await Promise.all(Array.from({ length: 10 }, () => makeClient(database.db)));
    const cookies = await Promise.all(
      clients.map(async (c, i) => cookieOf(await signIn(i % 2, c.email, TEST_PASSWORD))),
    );
    const body = JSON.stringify({
      professionalId: pro.id,
      appointmentDate: nextWeekday(3),
      startTime: "14:00",
      endTime: "15:00",
      status: "pending",
      serviceType: "online",
    });
    const statuses = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const headers = { cookie: cookies[i % cookies.length]! };
        return (await call(i % 2, "/api/appointments", { method: "POST", body, headers })).status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
  });
});
