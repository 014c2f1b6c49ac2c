/**
 * The real server in production mode (decisions 0181, 0182): no demo accounts on a fresh
 * database; SIGTERM during a slow request stops accepting connections, lets that request
 * finish, then exits 0. Embedded database, or a scratch PostgreSQL one with TEST_DATABASE_URL.
 */
import http from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { embeddedTarget, postgresTarget } from "./crash/target";
import { type ServerProcess, startServerProcess } from "./server-process";

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "segredo-de-teste-com-mais-de-32-caracteres",
  OPERATOR_NAME: "Operadora de Teste Ltda.",
  OPERATOR_CNPJ: "11.222.333/0001-81",
  OPERATOR_ADDRESS: "Rua dos Testes, 10, São Paulo - SP",
  OPERATOR_EMAIL: "contato@acolher.test",
  DPO_NAME: "Encarregada de Teste",
  DPO_EMAIL: "dpo@acolher.test",
  DEMO_DATA: "",
};

let server: ServerProcess | undefined;
afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
});

const exitOf = (s: ServerProcess) =>
  new Promise<number | null>((resolve) => {
    if (s.child.exitCode !== null) resolve(s.child.exitCode);
    else s.child.once("exit", (code) => resolve(code));
  });

/** Whether a new connection is accepted at all. */
const accepts = (base: string) =>
  fetch(`${base}/healthz`).then(
    () => true,
    () => false,
  );

describe(`a production server on ${postgresUrl ? "PostgreSQL" : "the embedded database"}`, () => {
  it("seeds no demo accounts, and on SIGTERM finishes the request in flight, then exits 0", async () => {
    const target = postgresUrl ? await postgresTarget(postgresUrl) : embeddedTarget();
    try {
      server = await startServerProcess({ ...target.serverEnv, ...PRODUCTION });
      const { base } = server;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      expect(await (await fetch(`${base}/api/auth/demo-accounts`)).json()).toEqual([]);
      const demoAdmin = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ email: "admin@acolher.demo", password: "demo-admin-2026" }),
      });
      expect(demoAdmin.status).toBe(401);

      // A slow client: the headers and part of the body now, the rest after the SIGTERM. It asks
      // for "100 Continue", which the server sends as it hands the request to the app: once that
      // arrives, the request is in flight on the server, however slow the machine is.
      const body = JSON.stringify({
        email: "lento@exemplo.com.br",
        password: "uma senha qualquer",
      });
      const slowRequest = http.request(`${base}/api/auth/login`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          expect: "100-continue",
          origin: base,
        },
      });
      const answer = new Promise<number>((resolve, reject) => {
        slowRequest.on("response", (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        slowRequest.on("error", reject);
      });
      const inFlight = new Promise<void>((resolve) => slowRequest.once("continue", resolve));
      slowRequest.flushHeaders();
      await inFlight;
      slowRequest.write(body.slice(0, 10));

      server.child.kill("SIGTERM");
      for (let i = 0; i < 100 && (await accepts(base)); i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await accepts(base)).toBe(false); // stopped accepting...
      expect(server.child.exitCode).toBe(null); // ...but waits for the request in flight

      slowRequest.end(body.slice(10));
      expect(await answer).toBe(401); // answered in full: unknown e-mail
      expect(await exitOf(server)).toBe(0);
      expect(server.output()).toContain("SIGTERM: encerrando");
      // Besides the JSON lines, one sentence for the person who started it (issue 29, item 13).
      expect(server.output()).toMatch(
        /^Acolher pronto: abra http:\/\/localhost:\d+ no navegador\.$/m,
      );
    } finally {
      await target.dispose();
    }
  }, 120_000);
});
