import { buildApp } from "@server/app";
import { passwordResetRequests, passwordResetTokens } from "@server/db/schema";
import { setupTestApp, TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeClient, uniqueEmail } from "@server/test/factories";
import {
  askForReset,
  deliverMail,
  freshIp,
  mailsTo,
  resetWith,
  tokenIn,
} from "@server/test/password-reset";
import { startTestSmtp, type TestSmtp } from "@server/test/smtp";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handOutResetLinks } from "./request-password-reset";

const t = setupTestApp();
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => smtp?.close());

const answer = (res: { statusCode: number; body: string }) => `${res.statusCode} ${res.body}`;

describe("'Esqueci minha senha' limits (decision 0237)", () => {
  it("strangers cannot lock the owner out: a flood for one address from many others sends one e-mail, and the owner is never refused (issue 28)", async () => {
    const owner = await makeClient(t.db);
    const unknown = uniqueEmail("ninguem");
    const sentTo = async (userId: string) =>
      (await t.db.query.emailOutbox.findMany()).filter((row) => row.recipientId === userId).length;
    for (let i = 0; i < 8; i++) {
      expect((await askForReset(t.app, owner.email)).statusCode).toBe(200);
      expect((await askForReset(t.app, unknown)).statusCode).toBe(200);
    }
    // The owner, from an address of their own, gets the same answer: the link already sent works.
    expect((await askForReset(t.app, owner.email.toUpperCase())).statusCode).toBe(200);
    await handOutResetLinks(t.db);
    expect(await sentTo(owner.id)).toBe(1);
    await deliverMail(t.db, smtp, testNow());
    const [mail] = mailsTo(smtp, owner.email);
    expect((await resetWith(t.app, tokenIn(mail!.text))).statusCode).toBe(200);
  });

  it("allows 20 requests an hour per IP across addresses, then 429 whichever address comes next", async () => {
    const ip = freshIp();
    const known = await makeClient(t.db);
    for (let i = 0; i < 20; i++) {
      expect((await askForReset(t.app, uniqueEmail("varredura"), ip)).statusCode).toBe(200);
    }
    const refusals = [
      await askForReset(t.app, known.email, ip),
      await askForReset(t.app, uniqueEmail("varredura"), ip),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(answer(refusals[0]!)).toBe(answer(refusals[1]!));
    // The account itself can still ask from elsewhere.
    expect((await askForReset(t.app, known.email)).statusCode).toBe(200);
  });

  it("two uses of one link at once: one 200, the others 400", async () => {
    const user = await makeClient(t.db);
    expect((await askForReset(t.app, user.email)).statusCode).toBe(200);
    await deliverMail(t.db, smtp, testNow());
    const token = tokenIn(mailsTo(smtp, user.email)[0]!.text);
    const uses = await Promise.all(
      ["primeira frase longa", "segunda frase longa", "terceira frase longa"].map((p) =>
        resetWith(t.app, token, p),
      ),
    );
    expect(uses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it("requests at once for one account, handed out by two processes at once, leave one live link", async () => {
    const user = await makeClient(t.db);
    await Promise.all([1, 2, 3].map(() => askForReset(t.app, user.email)));
    await Promise.all([handOutResetLinks(t.db), handOutResetLinks(t.db)]);
    const live = await t.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    expect(live).toHaveLength(1);
  });
});

describe("the request's work says nothing about the address (issue 28, item 9)", () => {
  it("a known and an unknown address each leave one waiting request, and nothing else, until the e-mail job", async () => {
    const known = await makeClient(t.db);
    const unknown = uniqueEmail("ninguem");
    const waiting = async (email: string) =>
      (await t.db.select().from(passwordResetRequests)).filter((row) => row.email === email);
    const links = () =>
      t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, known.id));
    const queued = async () =>
      (await t.db.query.emailOutbox.findMany()).filter((row) => row.recipientId === known.id);

    expect((await askForReset(t.app, known.email)).statusCode).toBe(200);
    expect((await askForReset(t.app, unknown)).statusCode).toBe(200);
    expect(await waiting(known.email)).toHaveLength(1);
    expect(await waiting(unknown)).toHaveLength(1);
    expect(await links()).toEqual([]);
    expect(await queued()).toEqual([]);

    // The e-mail job: the known address gets its link; no request, and no address, is left.
    expect(await handOutResetLinks(t.db)).toBeGreaterThanOrEqual(2);
    expect(await links()).toHaveLength(1);
    expect(await queued()).toHaveLength(1);
    expect(await waiting(known.email)).toEqual([]);
    expect(await waiting(unknown)).toEqual([]);
  });
});

describe("the link's token never reaches the request log (decision 0145)", () => {
  it("logs the reset page's path without its query, and nothing of the body or Referer", async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: t.db,
      sessionSecret: TEST_SESSION_SECRET,
      logger: true,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const token = "segredo-do-link-0123456789abcdefghijklmnopq";
      await app.inject({ url: `/redefinir-senha?token=${token}` });
      await app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        headers: { referer: `https://acolher.test/redefinir-senha?token=${token}` },
        payload: { token, password: "uma frase longa", passwordConfirmation: "uma frase longa" },
      });
      const log = lines.join("");
      expect(log).toContain('"url":"/redefinir-senha"');
      expect(log).toContain('"url":"/api/auth/reset-password"');
      expect(log).not.toContain("segredo-do-link");
    } finally {
      await app.close();
    }
  });
});
