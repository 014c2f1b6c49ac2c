import type { AddressInfo } from "node:net";
import { deliverOutbox, MAX_ATTEMPTS } from "@server/notifications/deliver";
import { smtpMailer } from "@server/notifications/mailer";
import { notify } from "@server/notifications/notify";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { makeAdmin, makeProfessional, signInAs } from "@server/test/factories";
import { closedPort } from "@server/test/smtp";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
const DAY = 86_400_000;
let busy: SMTPServer;
let busyUrl: string;

// A server that keeps answering "try later", quoting the recipient's address.
beforeAll(async () => {
  busy = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const err = new Error(`4.2.0 <${address.address}> caixa ocupada`) as Error & {
        responseCode: number;
      };
      err.responseCode = 451;
      callback(err);
    },
  });
  await new Promise<void>((r) => busy.listen(0, "127.0.0.1", () => r()));
  busyUrl = `smtp://127.0.0.1:${(busy.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => busy.close(() => r())));

/** Queues one e-mail to a new professional and fails it MAX_ATTEMPTS times from `start`. */
async function letDie(smtpUrl: string, start: Date) {
  const pro = await makeProfessional(t.db);
  await t.db.transaction((tx) =>
    notify(tx, {
      kind: "booking_requested",
      recipientId: pro.id,
      params: {},
      link: "/professional/agenda",
      idempotencyKey: `dead-letter:${pro.id}`,
      instant: start,
    }),
  );
  const settings = { mailer: smtpMailer(smtpUrl), from: "a@acolher.test", appUrl: "http://x" };
  let last = start;
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    last = new Date(start.getTime() + i * DAY);
    await deliverOutbox(t.db, settings, last);
  }
  settings.mailer.close();
  return { pro, diedAt: last };
}

describe("GET /api/admin/email-delivery (decision 0246)", () => {
  it("counts e-mails given up and shows the latest one's error and moment, no address", async () => {
    const admin = await signInAs(t.app, await makeAdmin(t.db));
    const read = async () => (await admin.request({ url: "/api/admin/email-delivery" })).json();
    expect(await read()).toEqual({ dead: 0, lastError: null });

    const start = testNow();
    await letDie(`smtp://127.0.0.1:${await closedPort()}`, start);
    const { pro, diedAt } = await letDie(busyUrl, new Date(start.getTime() + 30 * DAY));

    const stats = await read();
    expect(stats.dead).toBe(2);
    expect(stats.lastError.message).toMatch(/451.*caixa ocupada/);
    expect(stats.lastError.message).not.toContain(pro.email);
    expect(stats.lastError.message).not.toMatch(/@/);
    expect(stats.lastError.at).toBe(diedAt.toISOString());
  });
});
