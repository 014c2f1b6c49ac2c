/**
 * E-mail at start (decision 0211): without SMTP_URL the real server names its local mailbox in
 * the start log and its delivery job writes each queued message there as a .eml file; a bad
 * SMTP_URL stops it with one line.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { notify } from "@server/notifications/notify";
import { makeProfessional } from "@server/test/factories";
import { loopGuard } from "@server/test/loop-guard";
import { afterAll, describe, expect, it } from "vitest";
import { embeddedTarget } from "./crash/target";
import { type ServerProcess, serverArgs, startServerProcess } from "./server-process";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
let server: ServerProcess | undefined;
const target = embeddedTarget();
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  await target.dispose();
});

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Each test migrates a data folder and starts a real server process: with the other test files
// running beside it (decision 0371), that takes more than the default 30 s on 2 cores.
describe("e-mail when the server starts", { timeout: 120_000 }, () => {
  it("without SMTP_URL, names the local mailbox and delivers the outbox into it", async () => {
    const database = await target.open();
    const pro = await makeProfessional(database.db);
    let messageId = "";
    try {
      await database.db.transaction(async (tx) => {
        await notify(tx, {
          kind: "booking_requested",
          recipientId: pro.id,
          params: { answerBy: "01/01/2030 às 10:00" },
          link: "/professional/agenda",
          idempotencyKey: `start-test:${pro.id}`,
          instant: new Date(Date.now() - 60_000),
        });
      });
      // This recipient's own row: another test of this file may have queued one before.
      const rows = (await database.db.query.emailOutbox.findMany())
        .filter((r) => r.recipientId === pro.id)
        .map((r) => r.messageId);
      messageId = rows[0]!;
    } finally {
      await database.close();
    }

    server = await startServerProcess({ ...target.serverEnv, DEMO_DATA: "off", SMTP_URL: "" });
    const mailbox = path.join(target.serverEnv.DATA_DIR!, "mailbox");
    const file = path.join(mailbox, `${messageId.replace(/[<>]/g, "")}.eml`);
    const guard = loopGuard(200, "waiting for the .eml file");
    while (!existsSync(file) || !server.output().includes("E-mails:")) {
      guard();
      await pause(100);
    }
    expect(server.output()).toContain(`E-mails: caixa local em ${mailbox}`);
    expect(readdirSync(mailbox)).toHaveLength(1);
    expect(readFileSync(file, "utf8")).toContain(`To: ${pro.email}`);
    server.child.kill("SIGTERM");
    await new Promise((r) => server!.child.once("exit", r));
    rmSync(mailbox, { recursive: true, force: true });
  });

  it("an optional e-mail from the real server carries a one-click link that server honours (0241)", async () => {
    const database = await target.open();
    const pro = await makeProfessional(database.db);
    let messageId = "";
    try {
      await database.db.transaction((tx) =>
        notify(tx, {
          kind: "session_reminder",
          recipientId: pro.id,
          params: { otherName: "Rita", when: "01/01/2030 às 10:00" },
          link: "/professional/agenda",
          idempotencyKey: `start-test-optional:${pro.id}`,
          instant: new Date(Date.now() - 60_000),
        }),
      );
      const row = await database.db.query.emailOutbox.findFirst({
        where: (o, { eq }) => eq(o.recipientId, pro.id),
      });
      messageId = row!.messageId;
    } finally {
      await database.close();
    }

    server = await startServerProcess({ ...target.serverEnv, DEMO_DATA: "off", SMTP_URL: "" });
    const mailbox = path.join(target.serverEnv.DATA_DIR!, "mailbox");
    const file = path.join(mailbox, `${messageId.replace(/[<>]/g, "")}.eml`);
    const guard = loopGuard(200, "waiting for the .eml file");
    while (!existsSync(file)) {
      guard();
      await pause(100);
    }
    const eml = readFileSync(file, "utf8").replace(/\r?\n[ \t]+/g, " ");
    expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const token = /List-Unsubscribe: <[^>]*\/api\/email\/unsubscribe\/([\w-]+)>/.exec(eml)?.[1];
    expect(token).toBeDefined();
    // The process that signed the link (its generated secret) also reads it: one POST opts out.
    const answer = await fetch(`${server.base}/api/email/unsubscribe/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ category: "lembretes" });
    server.child.kill("SIGTERM");
    await new Promise((r) => server!.child.once("exit", r));
    rmSync(mailbox, { recursive: true, force: true });
  });

  it("a bad SMTP_URL stops the start with one line", async () => {
    const child = spawn(process.execPath, serverArgs(), {
      cwd: ROOT,
      env: { ...process.env, ...target.serverEnv, PORT: "0", SMTP_URL: "localhost:25" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (c) => {
      stderr += String(c);
    });
    child.stdout!.resume();
    const code = await new Promise((r) => child.once("exit", r));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      "Invalid configuration: SMTP_URL must be a URL such as smtp://user:password@host:587 (or smtps://)",
    ]);
  });
});
