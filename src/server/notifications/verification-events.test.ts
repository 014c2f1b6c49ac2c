import { notifications } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { eventMailbox, expectOnlyMessage } from "@server/test/event-mail";
import { makeAdmin, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
const box = eventMailbox(() => t.db);
let admin: Caller;
let adminEmail: string;
beforeAll(async () => {
  const user = await makeAdmin(t.db);
  adminEmail = user.email;
  admin = await signInAs(t.app, user);
});

const verify = (id: string, payload: object) =>
  admin.request({ method: "PUT", url: `/api/admin/professionals/${id}/verify`, payload });

/** A professional waiting for verification, a bystander, and nothing queued before the event. */
async function waiting() {
  const pro = await makeProfessional(t.db, { verified: false, user: { firstName: "Rita" } });
  const bystander = await makeProfessional(t.db, { verified: false });
  await makeClient(t.db);
  await box.collect();
  return { pro, bystander };
}

const inAppOf = (recipientId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.kind, kind)));

describe("the admin's verification → the professional (issue 16)", () => {
  it("approved: one e-mail to the professional, linking to the profile", async () => {
    const { pro, bystander } = await waiting();
    expect((await verify(pro.id, { isVerified: true })).statusCode).toBe(200);
    const mails = await box.collect();
    const mail = expectOnlyMessage(mails, pro.email, {
      subject: "Seu cadastro profissional foi aprovado",
      link: "/profile",
    });
    expect(mail.text).toContain("Olá, Rita.");
    expect(mails.some((m) => m.to.includes(bystander.email) || m.to.includes(adminEmail))).toBe(
      false,
    );
    expect(await inAppOf(pro.id, "professional_verified")).toEqual([
      expect.objectContaining({
        title: "Seu cadastro profissional foi aprovado",
        link: "/profile",
      }),
    ]);
  });

  it("rejected: the e-mail sends the professional to the reason on the profile, never quotes it", async () => {
    const { pro } = await waiting();
    const reason = "O registro CRP 06/123456 não confere com o conselho";
    expect((await verify(pro.id, { isVerified: false, reason })).statusCode).toBe(200);
    const mail = expectOnlyMessage(await box.collect(), pro.email, {
      subject: "Seu cadastro profissional não foi aprovado",
      link: "/profile",
    });
    expect(mail.text).toContain("O motivo está na sua página de perfil");
    expect(mail.text).not.toContain("não confere");
    expect(await inAppOf(pro.id, "professional_rejected")).toHaveLength(1);

    // Saved again, rejected again: a new decision, a new message (not swallowed as a repeat).
    const rita = await signInAs(t.app, pro);
    const me = (await rita.request({ url: "/api/auth/user" })).json();
    const saved = await rita.request({
      method: "POST",
      url: "/api/professional/profile",
      payload: me.professionalProfile,
    });
    expect(saved.json().professionalProfile.verificationStatus).toBe("pending");
    expect((await verify(pro.id, { isVerified: false, reason })).statusCode).toBe(200);
    expect((await box.collect()).map((m) => m.to)).toEqual([[pro.email]]);
    expect(await inAppOf(pro.id, "professional_rejected")).toHaveLength(2);
  });

  it("a refused decision (already verified: 409) sends nothing", async () => {
    const { pro } = await waiting();
    expect((await verify(pro.id, { isVerified: true })).statusCode).toBe(200);
    await box.collect();
    expect((await verify(pro.id, { isVerified: true })).statusCode).toBe(409);
    expect((await verify(pro.id, { isVerified: false, reason: "De novo" })).statusCode).toBe(409);
    expect(await box.collect()).toEqual([]);
    expect(await inAppOf(pro.id, "professional_verified")).toHaveLength(1);
    expect(await inAppOf(pro.id, "professional_rejected")).toEqual([]);
  });
});
