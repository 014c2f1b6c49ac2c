import { readdirSync, readFileSync } from "node:fs";
import { emailOutbox, notifications } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import { loopGuard } from "@server/test/loop-guard";
import { closedPort, readMail, startTestSmtp, type TestSmtp } from "@server/test/smtp";
import { tempDirForFile } from "@server/test/temp-dir";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKOFF_MS, deliverOutbox, MAX_ATTEMPTS, type MailSettings } from "./deliver";
import { mailboxMailer, smtpMailer } from "./mailer";
import { notify } from "./notify";

const t = setupTestApp();
const APP_URL = "https://acolher.test";
const FROM = "Acolher <nao-responda@acolher.test>";
const MONDAY = nextWeekday(1);
let client: Caller;
let smtp: TestSmtp;

const settingsFor = (url: string): MailSettings => ({
  mailer: smtpMailer(url),
  from: FROM,
  appUrl: APP_URL,
});

beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
  smtp = await startTestSmtp({ reject: /^recusado/ });
});
afterAll(async () => smtp?.close());

const book = (professionalId: string, startTime = "09:00", endTime = "10:00") =>
  client.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId,
      appointmentDate: MONDAY,
      startTime,
      endTime,
      status: "pending",
      serviceType: "online",
      notes: "Ansiedade e insônia há meses",
      notesConsent: true,
    },
  });

const outboxOf = (recipientId: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, recipientId));

/** Sends whatever other tests left queued (any order), so a test with the server down sees its own. */
async function drainQueue() {
  const sink = {
    mailer: { send: async () => {}, description: "", close() {} },
    from: FROM,
    appUrl: APP_URL,
  };
  const guard = loopGuard(100, "draining the outbox");
  const later = new Date(testNow().getTime() + 365 * 86_400_000);
  for (;;) {
    guard();
    const run = await deliverOutbox(t.db, sink, later);
    if (run.sent + run.retrying + run.failed + run.dead === 0) return;
  }
}

const mailsTo = (box: TestSmtp, email: string) =>
  box.received.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw));

describe("a booking request e-mails the professional (issue 16)", () => {
  it("sends exactly one message, in Portuguese, with the link and no health detail", async () => {
    const pro = await makeProfessional(t.db, {
      specialty: "Psicologia",
      user: { firstName: "Rita" },
    });
    expect((await book(pro.id)).statusCode).toBe(201);
    const settings = settingsFor(smtp.url);
    await deliverOutbox(t.db, settings, testNow());
    await deliverOutbox(t.db, settings, new Date(testNow().getTime() + 3_600_000));

    const mails = mailsTo(smtp, pro.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Você tem uma nova solicitação de agendamento");
    expect(mail.from).toContain("nao-responda@acolher.test");
    expect(mail.messageId).toMatch(/^<[0-9a-f-]+@acolher\.notificacoes>$/);
    expect(mail.text).toContain("Olá, Rita.");
    expect(mail.text).toMatch(/Responda até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
    expect(mail.text).toContain(`${APP_URL}/professional/agenda`);
    expect(mail.html).toContain(`href="${APP_URL}/professional/agenda"`);
    for (const body of [mail.subject, mail.text, mail.html]) {
      expect(body).not.toMatch(/psicolog|ansiedade|insônia|consulta|CRP|Pinheiros/i);
    }
    // Sent: the outbox keeps no body, and the professional has the in-app notification too.
    const [row] = await outboxOf(pro.id);
    expect(row).toMatchObject({ status: "sent", params: null, attempts: 1 });
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, pro.id));
    expect(inApp).toEqual([
      expect.objectContaining({
        title: "Você tem uma nova solicitação de agendamento",
        link: "/professional/agenda",
        readAt: null,
      }),
    ]);
  });

  it("a booking that rolls back (slot taken: 409) leaves no notification", async () => {
    const pro = await makeProfessional(t.db);
    expect((await book(pro.id, "10:00", "11:00")).statusCode).toBe(201);
    expect((await book(pro.id, "10:00", "11:00")).statusCode).toBe(409);
    expect(await outboxOf(pro.id)).toHaveLength(1);
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, pro.id));
    expect(inApp).toHaveLength(1);
  });

  it("a name holding <script> arrives as text", async () => {
    const pro = await makeProfessional(t.db, { user: { firstName: "<script>alert(1)</script>" } });
    expect((await book(pro.id, "11:00", "12:00")).statusCode).toBe(201);
    await deliverOutbox(t.db, settingsFor(smtp.url), testNow());
    const [mail] = mailsTo(smtp, pro.email);
    expect(mail!.html).toContain("Olá, &lt;script&gt;alert(1)&lt;/script&gt;.");
    expect(mail!.html).not.toContain("<script>");
  });
});

describe("delivery", () => {
  it("SMTP down for a while, then up: the message arrives once", async () => {
    await drainQueue();
    const pro = await makeProfessional(t.db);
    expect((await book(pro.id, "13:00", "14:00")).statusCode).toBe(201);
    const port = await closedPort();
    const at = testNow();
    const down = await deliverOutbox(t.db, settingsFor(`smtp://127.0.0.1:${port}`), at);
    expect(down.retrying).toBeGreaterThanOrEqual(1);
    const [waiting] = await outboxOf(pro.id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.nextAttemptAt.getTime()).toBe(at.getTime() + BACKOFF_MS);

    const up = await startTestSmtp({ port });
    try {
      const settings = settingsFor(up.url);
      await deliverOutbox(t.db, settings, at); // not due yet: the backoff holds it
      expect(mailsTo(up, pro.email)).toHaveLength(0);
      await deliverOutbox(t.db, settings, new Date(at.getTime() + BACKOFF_MS));
      await deliverOutbox(t.db, settings, new Date(at.getTime() + 10 * BACKOFF_MS));
      expect(mailsTo(up, pro.email)).toHaveLength(1);
    } finally {
      await up.close();
    }
    expect((await outboxOf(pro.id))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives up after MAX_ATTEMPTS: dead, with the last error", async () => {
    await drainQueue();
    const pro = await makeProfessional(t.db);
    expect((await book(pro.id, "15:00", "16:00")).statusCode).toBe(201);
    const settings = settingsFor(`smtp://127.0.0.1:${await closedPort()}`);
    const day = 86_400_000;
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await deliverOutbox(t.db, settings, new Date(testNow().getTime() + i * day));
    }
    const [row] = await outboxOf(pro.id);
    expect(row).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS, params: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("a recipient the server refuses is marked failed; the others are still sent", async () => {
    const refused = await makeProfessional(t.db, {
      user: { email: `recusado.${Date.now()}@teste.acolher` },
    });
    const fine = await makeProfessional(t.db);
    expect((await book(refused.id, "16:00", "17:00")).statusCode).toBe(201);
    expect((await book(fine.id, "16:00", "17:00")).statusCode).toBe(201);
    await deliverOutbox(t.db, settingsFor(smtp.url), testNow());
    const [failed] = await outboxOf(refused.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, params: null });
    expect(failed!.lastError).toMatch(/550|Mailbox unavailable/);
    expect(failed!.lastError).not.toContain(refused.email);
    expect(mailsTo(smtp, fine.email)).toHaveLength(1);
  });

  it("a message that cannot be built is failed at once, not retried, and the others go", async () => {
    const broken = await makeProfessional(t.db);
    const fine = await makeProfessional(t.db);
    await t.db.transaction(async (tx) => {
      for (const [pro, link] of [
        [broken, "http://[não-é-um-endereço"],
        [fine, "/professional/agenda"],
      ] as const) {
        await notify(tx, {
          kind: "booking_requested",
          recipientId: pro.id,
          params: {},
          link,
          idempotencyKey: `unbuildable:${pro.id}`,
          instant: testNow(),
        });
      }
    });
    await deliverOutbox(t.db, settingsFor(smtp.url), testNow());
    const [failed] = await outboxOf(broken.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, params: null });
    expect(failed!.lastError).toMatch(/não foi possível montar o e-mail booking_requested/);
    expect(mailsTo(smtp, broken.email)).toHaveLength(0);
    expect(mailsTo(smtp, fine.email)).toHaveLength(1);
  });

  it("two delivery runs at once send every message once", async () => {
    const pro = await makeProfessional(t.db);
    const count = 30;
    const instant = testNow();
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        await notify(tx, {
          kind: "booking_requested",
          recipientId: pro.id,
          params: { answerBy: "01/01/2030 às 10:00" },
          link: "/professional/agenda",
          idempotencyKey: `concurrency:${pro.id}:${i}`,
          instant,
        });
      }
    });
    const box = await startTestSmtp();
    try {
      const worker = async () => {
        const guard = loopGuard(count, "delivery runs");
        const settings = settingsFor(box.url);
        for (;;) {
          guard();
          const run = await deliverOutbox(t.db, settings, instant);
          if (run.sent + run.retrying + run.failed + run.dead === 0) return;
        }
      };
      await Promise.all([worker(), worker()]);
      const ids = mailsTo(box, pro.email).map((m) => m.messageId);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
    } finally {
      await box.close();
    }
  });

  it("the same idempotency key queues one message", async () => {
    const pro = await makeProfessional(t.db);
    const once = {
      kind: "booking_requested" as const,
      recipientId: pro.id,
      params: {},
      link: "/professional/agenda",
      idempotencyKey: `twice:${pro.id}`,
      instant: testNow(),
    };
    await t.db.transaction((tx) => notify(tx, once));
    await t.db.transaction((tx) => notify(tx, once));
    expect(await outboxOf(pro.id)).toHaveLength(1);
  });

  it("without SMTP_URL, each message is a .eml file in the local mailbox", async () => {
    const dir = tempDirForFile("mailbox");
    const pro = await makeProfessional(t.db);
    expect((await book(pro.id, "17:00", "18:00")).statusCode).toBe(201);
    const settings = { mailer: mailboxMailer(dir), from: FROM, appUrl: APP_URL };
    await deliverOutbox(t.db, settings, testNow());
    const [row] = await outboxOf(pro.id);
    const file = `${row!.messageId.replace(/[<>]/g, "")}.eml`;
    expect(readdirSync(dir)).toContain(file);
    // Only finished messages: each is written aside and renamed, never read half written.
    expect(readdirSync(dir).filter((name) => !name.endsWith(".eml"))).toEqual([]);
    const mail = readMail(readFileSync(`${dir}/${file}`, "utf8"));
    expect(mail.subject).toBe("Você tem uma nova solicitação de agendamento");
    expect(mail.headers.to).toContain(pro.email);
  });

  it("a server that does not answer costs one attempt per run, not one per message", async () => {
    await drainQueue();
    const pro = await makeProfessional(t.db);
    const instant = testNow();
    await t.db.transaction(async (tx) => {
      for (const i of [1, 2, 3]) {
        await notify(tx, {
          kind: "booking_requested",
          recipientId: pro.id,
          params: {},
          link: "/professional/agenda",
          idempotencyKey: `down:${pro.id}:${i}`,
          instant,
        });
      }
    });
    const settings = settingsFor(`smtp://127.0.0.1:${await closedPort()}`);
    expect(await deliverOutbox(t.db, settings, instant)).toMatchObject({ retrying: 1, sent: 0 });
    const attempts = (await outboxOf(pro.id)).map((r) => r.attempts).sort();
    expect(attempts).toEqual([0, 0, 1]);
  });
});
