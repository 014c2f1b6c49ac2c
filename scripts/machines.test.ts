/**
 * Several app machines (issue 35, item 3; decision 0411): two real server processes on two
 * ports, one PostgreSQL database (a scratch one, dropped at the end), a real SMTP server, and
 * Debian's nginx in front running deploy/nginx/acolher.conf. Everything goes through the proxy,
 * as browsers' requests would; nginx names the machine that answered each one, so each check
 * makes the change on one machine and looks at the other. Skipped without TEST_DATABASE_URL or
 * nginx, except under CI with TEST_DATABASE_URL (scripts/ci/machines.sh installs nginx).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/server/db/client";
import {
  makeAdmin,
  makeClient,
  makeProfessional,
  TEST_PASSWORD,
} from "../src/server/test/factories";
import { professionalPage } from "../src/server/test/page-helpers";
import { type MailSink, startMailSink } from "./crash/mail-sink";
import { type CrashTarget, postgresTarget } from "./crash/target";
import { call, openSocket } from "./machines/client";
import { findNginx, freePort, type ReverseProxy, startNginx } from "./machines/nginx";
import { type ServerProcess, startServerProcess } from "./server-process";

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
const nginx = findNginx();
const missing = !postgresUrl
  ? "TEST_DATABASE_URL is unset (the machines share one PostgreSQL database)"
  : !nginx
    ? "nginx is not installed (apt-get install nginx, as scripts/ci/machines.sh does)"
    : undefined;
/** Under CI with PostgreSQL, a missing nginx fails instead of skipping. */
const mustRun = process.env.CI === "true" && !!postgresUrl;

const SESSION_SECRET = "segredo-compartilhado-pelas-maquinas-0123456789";
/** Each check browses from a loopback address of its own: its own network for the limits. */
const FROM = {
  probe: "127.0.0.2",
  visitor: "127.0.0.3",
  otherVisitor: "127.0.0.4",
  banned: "127.0.0.5",
  pageVisitor: "127.0.0.6",
  admin: "127.0.0.7",
  professional: "127.0.0.8",
  client: "127.0.0.9",
};

let target: CrashTarget;
let database: Database;
let sink: MailSink;
let proxy: ReverseProxy;
const machines: ServerProcess[] = [];
let base = "";

describe.skipIf(missing && !mustRun)(
  `two app machines behind nginx on one PostgreSQL${missing ? ` (skipped: ${missing})` : ""}`,
  () => {
    // Made when the machines start, not when the file is collected: a skipped run (no
    // PostgreSQL) runs no afterAll and would leave the folder behind.
    let work = "";
    beforeAll(async () => {
      if (missing) throw new Error(`cannot run under CI: ${missing}`);
      work = mkdtempSync(path.join(os.tmpdir(), "acolher-machines-"));
      target = await postgresTarget(postgresUrl!);
      database = await target.open(); // migrated here, before either machine starts
      // A slow SMTP server: a message takes 1.5 s to be accepted, longer than the delivery
      // job's 1 s tick, so a machine that took a message another is sending would send it too.
      sink = await startMailSink(1_500);
      const proxyPort = await freePort();
      base = `http://127.0.0.1:${proxyPort}`;
      machines.push(
        ...(await Promise.all(
          [0, 1].map((i) =>
            startServerProcess({
              ...target.serverEnv,
              DATA_DIR: path.join(work, `machine-${i}`),
              HOST: "127.0.0.1",
              NODE_ENV: "development",
              DEMO_DATA: "off",
              // What every machine must share (README, Production).
              SESSION_SECRET,
              PUBLIC_URL: base,
              SMTP_URL: sink.url,
              // Only the proxy's X-Forwarded-For is believed.
              TRUST_PROXY: "127.0.0.1",
            }),
          ),
        )),
      );
      proxy = await startNginx(
        nginx!,
        path.join(work, "nginx"),
        proxyPort,
        machines.map((m) => m.port),
      );
    }, 240_000);

    afterAll(async () => {
      await proxy?.stop();
      for (const m of machines) m.child.kill("SIGKILL");
      await Promise.all(
        machines.map((m) => m.child.exitCode ?? new Promise((r) => m.child.once("exit", r))),
      );
      await database?.close();
      await sink?.close();
      await target?.dispose();
      if (work) rmSync(work, { recursive: true, force: true });
    }, 30_000);

    const machineNames = () => machines.map((m) => `127.0.0.1:${m.port}`);
    const otherThan = (machine: string) => machineNames().find((name) => name !== machine)!;

    /** Sends probes until the next request through the proxy will go to `machine`. */
    async function aimAt(machine: string) {
      for (let i = 0; i < 4; i++) {
        const probe = await call(base, "/healthz", { from: FROM.probe });
        if (probe.upstream !== machine) return;
      }
      throw new Error(`nginx did not take the machines in turn (wanted ${machine})`);
    }

    async function signIn(email: string, from: string): Promise<string> {
      const res = await call(base, "/api/auth/login", {
        method: "POST",
        from,
        headers: { origin: base },
        body: { email, password: TEST_PASSWORD },
      });
      expect(res.status, res.body).toBe(200);
      const cookie = [res.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("acolher_"));
      return cookie!.split(";")[0]!;
    }

    it("refuses a visitor's 121st read of a minute whichever machine answers, and a forged X-Forwarded-For changes nothing", async () => {
      // The count is per clock minute: start early in one, so the reads all fall in it.
      const intoMinute = Date.now() % 60_000;
      if (intoMinute > 40_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
      const read = (from: string, headers: Record<string, string> = {}) =>
        call(base, "/api/professionals/price-range", { from, headers });
      const answeredBy = new Set<string>();
      for (let i = 0; i < 120; i++) {
        const res = await read(FROM.visitor);
        expect(res.status, `read ${i + 1}`).toBe(200);
        answeredBy.add(res.upstream);
      }
      expect([...answeredBy].sort()).toEqual(machineNames().sort());
      const refused = [await read(FROM.visitor), await read(FROM.visitor)];
      expect(refused.map((r) => r.status)).toEqual([429, 429]);
      expect(new Set(refused.map((r) => r.upstream)).size).toBe(2);
      expect(refused[0]!.json()).toMatchObject({
        code: "too_many_requests",
        message:
          "Muitas buscas em pouco tempo a partir desta rede. Aguarde um minuto e tente novamente.",
      });
      // The visitor writes another address in X-Forwarded-For: nginx appends the real one, and
      // the app, trusting only the proxy, reads that.
      for (let i = 0; i < 2; i++) {
        const forged = await read(FROM.visitor, { "x-forwarded-for": `198.51.100.${i + 7}` });
        expect(forged.status, `forged on ${forged.upstream}`).toBe(429);
      }
      // Another network is not held back.
      expect((await read(FROM.otherVisitor)).status).toBe(200);
    }, 90_000);

    it("a ban made through one machine: the banned person's next request on the other is refused, their kept page leaves it at once, and the e-mail is sent once", async () => {
      const { user, url } = await professionalPage(database.db);
      const banned = await signIn(user.email, FROM.banned);
      const admin = await signIn((await makeAdmin(database.db)).email, FROM.admin);
      // Signed in and busy on both machines before the ban (a machine that kept who she is
      // would let her on).
      const me = () =>
        call(base, "/api/auth/user", { from: FROM.banned, headers: { cookie: banned } });
      const before = [await me(), await me()];
      expect(before.map((r) => r.status)).toEqual([200, 200]);
      expect(new Set(before.map((r) => r.upstream)).size).toBe(2);
      // Both machines keep the page (a visitor's page is kept 30 s, decision 0356).
      const visit = () => call(base, url, { from: FROM.pageVisitor });
      for (let i = 0; i < 4; i++) {
        const page = await visit();
        expect(page.status).toBe(200);
        expect(page.body).toContain(user.firstName);
      }

      const ban = await call(base, `/api/admin/users/${user.id}/ban`, {
        method: "PUT",
        from: FROM.admin,
        headers: { cookie: admin, origin: base },
        body: { isBanned: true, banReason: "uso_indevido" },
      });
      expect(ban.status, ban.body).toBe(200);
      const other = otherThan(ban.upstream);

      await aimAt(other);
      const next = await me();
      expect(next.upstream).toBe(other);
      expect(next.status).toBe(403);
      expect(next.json()).toMatchObject({ code: "banned" });

      // The other machine hears of it from the database a moment after the commit.
      const deadline = Date.now() + 2_000;
      let page = { status: 0, upstream: "" };
      do {
        await aimAt(other);
        page = await visit();
      } while (page.status === 200 && Date.now() < deadline);
      expect(page).toMatchObject({ status: 404, upstream: other });
      expect((await visit()).status).toBe(404);

      // 'Sua conta no Acolher foi suspensa': both machines run the delivery job every second;
      // one sends it, and no second copy comes while the first is still being accepted.
      const toBanned = () => sink.accepted.filter((mail) => mail.to.includes(user.email));
      await expect.poll(() => toBanned().length, { timeout: 15_000, interval: 100 }).toBe(1);
      await new Promise((r) => setTimeout(r, 3_500));
      expect(toBanned()).toHaveLength(1);
    }, 90_000);

    it("messages sent through one machine reach the live socket the other machine holds, at once", async () => {
      const professional = await makeProfessional(database.db);
      const proCookie = await signIn(professional.email, FROM.professional);
      const clientCookie = await signIn((await makeClient(database.db)).email, FROM.client);
      const socket = await openSocket(base, "/api/live", {
        from: FROM.professional,
        headers: { cookie: proCookie, origin: base },
      });
      try {
        // Two messages, each through the machine that does not hold the socket. A NOTIFY takes
        // milliseconds; without it the socket's machine would look only every 15 s, which could
        // catch one of them in time, never both.
        const other = otherThan(socket.upstream);
        await aimAt(other);
        const started = await call(base, "/api/conversations", {
          method: "POST",
          from: FROM.client,
          headers: { cookie: clientCookie, origin: base },
          body: { professionalId: professional.id, body: "Você atende adolescentes?" },
        });
        expect(started.status, started.body).toBe(200);
        expect(started.upstream).toBe(other);
        const { conversationId } = started.json<{ conversationId: string }>();
        const event = JSON.stringify({ type: "message", conversationId });
        await expect.poll(() => socket.received, { timeout: 2_500 }).toEqual([event]);

        await aimAt(other);
        const again = await call(base, `/api/conversations/${conversationId}/messages`, {
          method: "POST",
          from: FROM.client,
          headers: { cookie: clientCookie, origin: base },
          body: { body: "E atendem online?" },
        });
        expect(again.status, again.body).toBe(200);
        expect(again.upstream).toBe(other);
        await expect.poll(() => socket.received, { timeout: 2_500 }).toEqual([event, event]);
      } finally {
        socket.close();
      }
    }, 90_000);
  },
);
