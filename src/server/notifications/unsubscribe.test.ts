import { emailOutbox, notifications, users } from "@server/db/schema";
import { setupTestApp, TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { readMail, startTestSmtp, type TestSmtp } from "@server/test/smtp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverOutbox, type MailSettings } from "./deliver";
import { smtpMailer } from "./mailer";
import { notify } from "./notify";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token";

const t = setupTestApp();
const APP_URL = "https://acolher.test";
let smtp: TestSmtp;
let settings: MailSettings;

beforeAll(async () => {
  smtp = await startTestSmtp();
  settings = {
    mailer: smtpMailer(smtp.url),
    from: "Acolher <nao-responda@acolher.test>",
    appUrl: APP_URL,
    unsubscribeSecret: TEST_SESSION_SECRET,
  };
});
afterAll(async () => smtp?.close());

let sequence = 0;
/** One e-mail of `kind` to the user, delivered through the real SMTP server; its parsed copy. */
async function mailOf(
  kind: "session_reminder" | "booking_requested",
  user: { id: string; email: string },
) {
  const key = `unsubscribe-test:${user.id}:${sequence++}`;
  await t.db.transaction((tx) =>
    notify(tx, {
      kind,
      recipientId: user.id,
      params: { otherName: "Rita", when: "27/11/2026 às 14:00" },
      link: "/appointments",
      idempotencyKey: key,
      instant: testNow(),
    }),
  );
  await deliverOutbox(t.db, settings, testNow());
  const received = smtp.received.filter((m) => m.to.includes(user.email));
  return received.length > 0 ? readMail(received.at(-1)!.raw) : undefined;
}

const tokenIn = (header: string | undefined) =>
  /^<https:\/\/acolher\.test\/api\/email\/unsubscribe\/([A-Za-z0-9_-]+)>$/.exec(header ?? "")?.[1];

/** As a mail provider sends it: a form (urlencoded, or multipart as in RFC 8058's example). */
const postOneClick = (token: string, multipart = false) =>
  t.app.inject({
    method: "POST",
    url: `/api/email/unsubscribe/${token}`,
    headers: {
      "content-type": multipart
        ? "multipart/form-data; boundary=XYZ"
        : "application/x-www-form-urlencoded",
    },
    payload: multipart
      ? '--XYZ\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--XYZ--\r\n'
      : "List-Unsubscribe=One-Click",
  });

describe("one-click unsubscribe (RFC 8058) on optional e-mails", () => {
  it("an optional e-mail carries both headers and the footer link; a required one neither", async () => {
    const client = await makeClient(t.db);
    const reminder = await mailOf("session_reminder", client);
    const token = tokenIn(reminder?.headers["list-unsubscribe"]);
    expect(token).toBeDefined();
    expect(reminder!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const page = `${APP_URL}/descadastrar/${token}`;
    expect(reminder!.text).toContain(`Não quer mais receber estes e-mails? ${page}`);
    expect(reminder!.html).toContain(`href="${page}"`);

    const pro = await makeProfessional(t.db);
    const request = await mailOf("booking_requested", pro);
    expect(request).toBeDefined();
    expect(request!.headers["list-unsubscribe"]).toBeUndefined();
    expect(request!.headers["list-unsubscribe-post"]).toBeUndefined();
    expect(request!.text).not.toContain("Não quer mais receber");
    expect(request!.html).not.toContain("descadastrar");
  });

  it("POSTing the header's address turns the category off at once, without signing in, twice alike", async () => {
    const client = await makeClient(t.db);
    const token = tokenIn((await mailOf("session_reminder", client))?.headers["list-unsubscribe"])!;
    for (const attempt of [1, 2]) {
      const res = await postOneClick(token, attempt === 2);
      expect(res.statusCode, `attempt ${attempt}`).toBe(200);
      expect(res.json()).toEqual({ category: "lembretes", label: "Lembretes" });
    }
    const caller = await signInAs(t.app, client);
    const prefs = (await caller.request({ url: "/api/user/email-preferences" })).json();
    expect(prefs.find((p: { category: string }) => p.category === "lembretes").enabled).toBe(false);
    expect(prefs.find((p: { category: string }) => p.category === "pos_sessao").enabled).toBe(true);

    // The next reminder is in the bell, but no e-mail is queued.
    const before = smtp.received.length;
    expect(await mailOf("session_reminder", client)).toBeDefined(); // the earlier one, no new one
    expect(smtp.received.length).toBe(before);
    const queued = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipientId, client.id));
    expect(queued).toHaveLength(1);
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, client.id));
    expect(inApp).toHaveLength(2);
  });

  it("a forged, altered or foreign token is 404 in Portuguese and changes nothing", async () => {
    const client = await makeClient(t.db);
    const real = unsubscribeToken(TEST_SESSION_SECRET, client.id, "lembretes");
    const altered = `${real.slice(0, 10)}${real[10] === "A" ? "B" : "A"}${real.slice(11)}`;
    const foreign = unsubscribeToken(
      "outro-segredo-de-outro-servidor-0123456789",
      client.id,
      "lembretes",
    );
    for (const token of [altered, foreign, "A".repeat(60), "nada"]) {
      const res = await postOneClick(token);
      expect(res.statusCode, token).toBe(404);
      expect(res.json().message).toBe("Link de descadastro inválido ou expirado.");
    }
    const caller = await signInAs(t.app, client);
    const prefs = (await caller.request({ url: "/api/user/email-preferences" })).json();
    expect(prefs.every((p: { enabled: boolean }) => p.enabled)).toBe(true);
  });

  it("the token reveals nothing and is the same for the same user and category", async () => {
    const client = await makeClient(t.db);
    const token = unsubscribeToken(TEST_SESSION_SECRET, client.id, "pos_sessao");
    expect(unsubscribeToken(TEST_SESSION_SECRET, client.id, "pos_sessao")).toBe(token);
    expect(unsubscribeToken(TEST_SESSION_SECRET, client.id, "lembretes")).not.toBe(token);
    const hex = client.id.replace(/-/g, "");
    expect(Buffer.from(token, "base64url").toString("hex")).not.toContain(hex.slice(0, 8));
    expect(token).not.toMatch(/pos_sessao|lembretes/);
    expect(readUnsubscribeToken(TEST_SESSION_SECRET, token)).toEqual({
      userId: client.id,
      category: "pos_sessao",
    });
    // Required categories never get a token that works.
    const required = unsubscribeToken(TEST_SESSION_SECRET, client.id, "agendamentos");
    expect(readUnsubscribeToken(TEST_SESSION_SECRET, required)).toBeNull();
    expect((await postOneClick(required)).statusCode).toBe(404);
  });

  it("a deleted account's link is 404 and leaves no choice behind", async () => {
    const client = await makeClient(t.db);
    const token = unsubscribeToken(TEST_SESSION_SECRET, client.id, "lembretes");
    await t.db.update(users).set({ deletedAt: testNow() }).where(eq(users.id, client.id));
    expect((await postOneClick(token)).statusCode).toBe(404);
  });

  it("a mail app opening the address in a browser is sent to the confirmation page", async () => {
    const token = unsubscribeToken(TEST_SESSION_SECRET, (await makeClient(t.db)).id, "lembretes");
    const res = await t.app.inject({ url: `/api/email/unsubscribe/${token}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/descadastrar/${token}`);
  });

  it("a JSON POST from the confirmation page works too; other routes still refuse forms", async () => {
    const token = unsubscribeToken(TEST_SESSION_SECRET, (await makeClient(t.db)).id, "pos_sessao");
    const res = await t.app.inject({ method: "POST", url: `/api/email/unsubscribe/${token}` });
    expect(res.statusCode).toBe(200);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a@b.c&password=x",
    });
    expect(form.statusCode).toBe(415);
  });
});
