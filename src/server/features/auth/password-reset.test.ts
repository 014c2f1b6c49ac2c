import { createHash } from "node:crypto";
import { PASSWORD_RESET_MESSAGES } from "@domain/contracts/password-reset";
import { emailOutbox, notifications, passwordResetTokens, users } from "@server/db/schema";
import { deleteAccount } from "@server/features/profile/delete-account";
import { asCaller, sessionCookieOf, setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeClient, TEST_PASSWORD, uniqueEmail } from "@server/test/factories";
import {
  askForReset,
  deliverMail,
  freshIp,
  mailsTo,
  RESET_APP_URL,
  resetWith,
  tokenIn,
} from "@server/test/password-reset";
import { startTestSmtp, type TestSmtp } from "@server/test/smtp";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

let offsetMs = 0;
const clock = () => new Date(testNow().getTime() + offsetMs);
const t = setupTestApp({ clock });
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => smtp?.close());
afterEach(() => {
  offsetMs = 0;
});

const login = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: ip,
    payload: { email, password },
  });

/** Asks for a link for `email` and returns the token of the e-mail that arrives. */
async function linkFor(email: string): Promise<string> {
  expect((await askForReset(t.app, email)).statusCode).toBe(200);
  await deliverMail(t.db, smtp, clock());
  const mails = mailsTo(smtp, email);
  return tokenIn(mails.at(-1)!.text);
}

describe("'Esqueci minha senha' (issue 16 item 6, decision 0235)", () => {
  it("answers the same for known, unknown, banned and deleted addresses; only the known one gets the e-mail", async () => {
    const known = await makeClient(t.db, { firstName: "Marina" });
    const banned = await makeClient(t.db, { isBanned: true });
    const deleted = await makeClient(t.db);
    await deleteAccount(t.db, deleted, clock());
    const unknown = uniqueEmail("ninguem");

    const answers = [];
    for (const email of [known.email.toUpperCase(), unknown, banned.email, deleted.email]) {
      const res = await askForReset(t.app, email);
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: '{"ok":true}' });

    await deliverMail(t.db, smtp, clock());
    for (const nobody of [unknown, banned.email, deleted.email]) {
      expect(mailsTo(smtp, nobody)).toEqual([]);
    }
    const mails = mailsTo(smtp, known.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Redefinição de senha do Acolher");
    expect(mail.text).toContain("Olá, Marina.");
    expect(mail.text).toContain("O link vale por 1 hora");
    expect(mail.text).toContain("Se você não pediu, ignore este e-mail");
    const token = tokenIn(mail.text);
    expect(mail.text).toContain(`${RESET_APP_URL}/redefinir-senha?token=${token}`);
    expect(mail.html).toContain(`href="${RESET_APP_URL}/redefinir-senha?token=${token}"`);

    // Kept only as its SHA-256; the sent e-mail's row keeps no body; no in-app notification.
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, known.id));
    expect(stored!.tokenHash).toBe(createHash("sha256").update(token).digest("base64url"));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(3_600_000);
    const [outbox] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipientId, known.id));
    expect(outbox).toMatchObject({ status: "sent", params: null });
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, known.id));
    expect(inApp).toEqual([]);
  });

  it("a link works once: the new password signs in, the old one no longer does", async () => {
    const user = await makeClient(t.db);
    const token = await linkFor(user.email);
    const done = await resetWith(t.app, token, "uma frase nova e longa");
    expect(done.statusCode).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, "uma frase nova e longa")).statusCode).toBe(200);

    const again = await resetWith(t.app, token, "outra frase nova e longa");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: PASSWORD_RESET_MESSAGES.invalidLink,
      fieldErrors: { token: [PASSWORD_RESET_MESSAGES.invalidLink] },
    });
    expect((await login(user.email, "outra frase nova e longa")).statusCode).toBe(401);
  });

  it("a link asked for before the password is changed in /settings no longer works (issue 28)", async () => {
    const user = await makeClient(t.db);
    const token = await linkFor(user.email);
    const signedIn = await login(user.email, TEST_PASSWORD);
    const me = asCaller(t.app, user.id, sessionCookieOf(signedIn));
    const changed = await me.request({
      method: "PUT",
      url: "/api/user/password",
      payload: {
        currentPassword: TEST_PASSWORD,
        password: "a frase que eu escolhi agora",
        passwordConfirmation: "a frase que eu escolhi agora",
      },
    });
    expect(changed.statusCode).toBe(200);
    const late = await resetWith(t.app, token, "a frase de quem achou o link");
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.invalidLink });
    expect((await login(user.email, "a frase de quem achou o link")).statusCode).toBe(401);
    expect((await login(user.email, "a frase que eu escolhi agora")).statusCode).toBe(200);
  });

  it("using a link ends every session of the account, this browser's too", async () => {
    const user = await makeClient(t.db);
    const phone = sessionCookieOf(await login(user.email, TEST_PASSWORD));
    const laptop = sessionCookieOf(await login(user.email, TEST_PASSWORD));
    const token = await linkFor(user.email);
    const done = await resetWith(t.app, token, undefined, undefined, laptop);
    expect(done.statusCode).toBe(200);
    expect(done.cookies.find((c) => c.name === "acolher_session")?.value).toBe("");
    for (const cookie of [phone, laptop]) {
      const me = await asCaller(t.app, user.id, cookie).request({ url: "/api/auth/user" });
      expect(me.statusCode).toBe(401);
    }
  });

  it("a browser signed in as someone else leaves signed out too", async () => {
    const owner = await makeClient(t.db);
    const other = await makeClient(t.db);
    const here = sessionCookieOf(await login(other.email, TEST_PASSWORD));
    const done = await resetWith(t.app, await linkFor(owner.email), undefined, undefined, here);
    expect(done.statusCode).toBe(200);
    const me = await asCaller(t.app, other.id, here).request({ url: "/api/auth/user" });
    expect(me.statusCode).toBe(401);
  });

  it("asking again within 5 minutes sends nothing; after them, a new link replaces the older one", async () => {
    const user = await makeClient(t.db);
    const first = await linkFor(user.email);
    offsetMs = 4 * 60_000;
    expect((await askForReset(t.app, user.email)).statusCode).toBe(200);
    await deliverMail(t.db, smtp, clock());
    expect(mailsTo(smtp, user.email)).toHaveLength(1);
    offsetMs = 5 * 60_000 + 1_000;
    const second = await linkFor(user.email);
    expect(mailsTo(smtp, user.email)).toHaveLength(2);
    expect(second).not.toBe(first);
    expect((await resetWith(t.app, first)).statusCode).toBe(400);
    expect((await resetWith(t.app, second)).statusCode).toBe(200);
  });

  it("a link lasts one hour by the app's clock", async () => {
    const user = await makeClient(t.db);
    const early = await linkFor(user.email);
    offsetMs = 59 * 60_000;
    expect((await resetWith(t.app, early)).statusCode).toBe(200);

    const late = await linkFor(user.email);
    offsetMs += 60 * 60_000;
    const expired = await resetWith(t.app, late, "mais uma frase longa");
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
    expect((await login(user.email, "mais uma frase longa")).statusCode).toBe(401);
  });

  it("clears the account's sign-in failures: the new password works where the old was blocked", async () => {
    const user = await makeClient(t.db);
    const home = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, "errada-123", home)).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD, home)).statusCode).toBe(429);
    expect((await resetWith(t.app, await linkFor(user.email))).statusCode).toBe(200);
    expect((await login(user.email, "uma frase nova e longa", home)).statusCode).toBe(200);
  });

  it("refuses a weak or mismatched password in Portuguese and keeps the link usable", async () => {
    const user = await makeClient(t.db);
    const token = await linkFor(user.email);
    const common = await resetWith(t.app, token, "senha123");
    expect(common.statusCode).toBe(400);
    expect(common.json().fieldErrors.password).toEqual([
      "Esta senha é muito comum e fácil de adivinhar. Escolha outra.",
    ]);
    const short = await resetWith(t.app, token, "curta");
    expect(short.json().fieldErrors.password).toEqual(["A senha deve ter pelo menos 8 caracteres"]);
    const mismatch = await resetWith(t.app, token, "uma frase nova e longa", "outra frase");
    expect(mismatch.json().fieldErrors.passwordConfirmation).toEqual(["As senhas não coincidem"]);
    expect((await resetWith(t.app, token)).statusCode).toBe(200);
  });

  it("answers a nonsense, unknown or missing token with 400 and the link message", async () => {
    for (const token of ["abc", "x".repeat(43), "<script>", ""]) {
      const res = await resetWith(t.app, token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PASSWORD_RESET_MESSAGES.invalidLink);
    }
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: {
        password: "uma frase nova e longa",
        passwordConfirmation: "uma frase nova e longa",
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.token).toEqual([PASSWORD_RESET_MESSAGES.invalidLink]);
  });

  it("a link sent before the account was suspended no longer works", async () => {
    const user = await makeClient(t.db);
    const token = await linkFor(user.email);
    await t.db.update(users).set({ isBanned: true }).where(eq(users.id, user.id));
    expect((await resetWith(t.app, token)).statusCode).toBe(400);
  });
});
