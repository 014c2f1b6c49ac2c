import { emailOutbox, notifications } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { eventMailbox, expectOnlyMessage } from "@server/test/event-mail";
import { makeAdmin, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

// Issue 29, item 11 (decision 0378): the suspended person learns of it by e-mail, in the
// category's words; the admin's note and the admin's name stay in the audit log.

const t = setupTestApp();
const box = eventMailbox(() => t.db);
let admin: Caller;
beforeAll(async () => {
  admin = await signInAs(
    t.app,
    await makeAdmin(t.db, { firstName: "Valquíria", lastName: "Moderadora" }),
  );
});

const NOTE = "Denúncia 4471: mensagens ofensivas";
const setBan = (id: string, payload: object) =>
  admin.request({ method: "PUT", url: `/api/admin/users/${id}/ban`, payload });
const queuedFor = (recipientId: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.recipientId, recipientId));

describe("a ban → the suspended person (issue 29, item 11)", () => {
  it("queues one e-mail holding the category only: no note, no admin", async () => {
    const client = await makeClient(t.db, { firstName: "Jonas" });
    await box.collect();
    const res = await setBan(client.id, {
      isBanned: true,
      banReason: "comportamento_abusivo",
      note: NOTE,
    });
    expect(res.statusCode).toBe(200);

    const [queued, ...more] = await queuedFor(client.id);
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ kind: "account_banned" });
    const params = JSON.stringify(queued!.params);
    expect(params).not.toMatch(/Denúncia|ofensivas|Valquíria|Moderadora/);
    expect(queued!.params).toEqual({
      banReason: "comportamento_abusivo",
      link: "/entrar?conta=suspensa&motivo=comportamento_abusivo",
    });
  });

  it("delivers it in the required account category, naming the category and how to contest", async () => {
    const pro = await makeProfessional(t.db, { user: { firstName: "Lívia" } });
    await box.collect();
    await setBan(pro.id, { isBanned: true, banReason: "registro_irregular", note: NOTE });
    const mail = expectOnlyMessage(await box.collect(), pro.email, {
      subject: "Sua conta no Acolher foi suspensa",
      link: "/entrar?conta=suspensa&motivo=registro_irregular",
    });
    expect(mail.text).toContain("Olá, Lívia.");
    expect(mail.text).toContain("Motivo: Registro profissional irregular.");
    expect(mail.text).toContain("entre em contato com o suporte");
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/Denúncia|ofensivas|Valquíria|Moderadora/);
    }
    // A required category: no unsubscribe link.
    expect(mail.text).not.toContain("Não quer mais receber");
  });

  it("is an e-mail only (the suspended person cannot open the app), sent once per ban", async () => {
    const client = await makeClient(t.db);
    await box.collect();
    await setBan(client.id, { isBanned: true, banReason: "uso_indevido" });
    await setBan(client.id, { isBanned: true, banReason: "outro" });
    expect(await box.collect()).toHaveLength(1);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.recipientId, client.id)),
    ).toEqual([]);

    await setBan(client.id, { isBanned: false });
    expect(await box.collect()).toEqual([]);
    await setBan(client.id, { isBanned: true, banReason: "outro" });
    const [again] = await box.collect();
    expect(again?.text).toContain("Motivo: Outro motivo previsto nos termos de uso.");
  });
});
