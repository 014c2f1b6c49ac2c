import { adminAuditLog, appointments, sessions, users } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import {
  makeAdmin,
  makeAppointment,
  makeClient,
  makeProfessional,
  signInAs,
  TEST_PASSWORD,
} from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let admin: Caller;
beforeAll(async () => {
  admin = await signInAs(t.app, await makeAdmin(t.db));
});

/** A ban names a category of the terms (uso_indevido unless told); an unban names none. */
const setBan = (id: string, isBanned: boolean, by = admin, extra: object = {}) =>
  by.request({
    method: "PUT",
    url: `/api/admin/users/${id}/ban`,
    payload: { isBanned, ...(isBanned ? { banReason: "uso_indevido" } : {}), ...extra },
  });
const signIn = (email: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: TEST_PASSWORD },
  });
const auditOf = (userId: string) =>
  t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, userId));
const statusOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe("PUT /api/admin/users/:id/ban", () => {
  it("bans at once: the open session's next request is refused, naming the category", async () => {
    const client = await makeClient(t.db);
    const browser = await signInAs(t.app, client);
    const res = await setBan(client.id, true, admin, {
      banReason: "comportamento_abusivo",
      note: "Ofensas a profissionais",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: client.id, isBanned: true, role: "client" });

    const suspended =
      "Sua conta está suspensa: Comportamento abusivo ou desrespeitoso. Entre em contato com o suporte.";
    const next = await browser.request({ url: "/api/appointments/client" });
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({
      code: "banned",
      message: suspended,
      banReason: "comportamento_abusivo",
    });
    expect(next.body).not.toContain("Ofensas");
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, client.id))).toEqual([]);
    const again = await signIn(client.email);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(suspended);
  });

  it("refuses a ban without a category of the terms (400), and an unban needs none", async () => {
    const client = await makeClient(t.db);
    for (const payload of [
      { isBanned: true },
      { isBanned: true, banReason: null, note: "Spam" },
      { isBanned: true, banReason: "" },
      { isBanned: true, banReason: "porque sim" },
    ]) {
      const res = await admin.request({
        method: "PUT",
        url: `/api/admin/users/${client.id}/ban`,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Escolha o motivo da suspensão.");
      expect(res.json().fieldErrors).toEqual({ banReason: ["Escolha o motivo da suspensão."] });
    }
    expect(await auditOf(client.id)).toEqual([]);
    expect((await setBan(client.id, true)).statusCode).toBe(200);
    expect((await setBan(client.id, false)).statusCode).toBe(200);
  });

  it("keeps the category on the account while banned, and in the audit log with the note", async () => {
    const client = await makeClient(t.db);
    const banReasonOf = async () =>
      (await t.db.select().from(users).where(eq(users.id, client.id)))[0]!.banReason;
    await setBan(client.id, true, admin, {
      banReason: "informacoes_falsas",
      // A note spans lines, like every reason (the dialog's box).
      note: "CPF de outra pessoa\nConferido na Receita",
    });
    expect(await banReasonOf()).toBe("informacoes_falsas");
    await setBan(client.id, false, admin, { note: "Documento conferido" });
    expect(await banReasonOf()).toBeNull();
    const rows = await auditOf(client.id);
    expect(rows.map(({ action, banReason, reason }) => ({ action, banReason, reason }))).toEqual(
      expect.arrayContaining([
        {
          action: "ban",
          banReason: "informacoes_falsas",
          reason: "CPF de outra pessoa\nConferido na Receita",
        },
        { action: "unban", banReason: null, reason: "Documento conferido" },
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it("unban lets the user sign in again and ends any session left from before the ban", async () => {
    const client = await makeClient(t.db);
    const oldBrowser = await signInAs(t.app, client);
    await setBan(client.id, true);
    const res = await setBan(client.id, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().isBanned).toBe(false);
    expect((await oldBrowser.request({ url: "/api/auth/user" })).statusCode).toBe(401);
    expect((await signIn(client.email)).statusCode).toBe(200);
  });

  it("refuses to ban an admin or yourself, with a message, and changes nothing", async () => {
    const other = await makeAdmin(t.db);
    const toAdmin = await setBan(other.id, true);
    expect(toAdmin.statusCode).toBe(403);
    expect(toAdmin.json().message).toBe("Administradores não podem ser suspensos.");
    const toSelf = await setBan(admin.userId, true);
    expect(toSelf.statusCode).toBe(403);
    expect(toSelf.json().message).toBe("Você não pode suspender a sua própria conta.");
    expect((await admin.request({ url: "/api/admin/stats" })).statusCode).toBe(200);
    expect(await auditOf(other.id)).toEqual([]);
    expect(await auditOf(admin.userId)).toEqual([]);
  });

  it("answers 404 for an unknown or deleted account and 400 without isBanned", async () => {
    const unknown = await setBan("00000000-0000-4000-8000-000000000000", true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Usuário não encontrado");
    const deleted = await makeClient(t.db, { deletedAt: new Date() });
    expect((await setBan(deleted.id, true)).statusCode).toBe(404);
    const client = await makeClient(t.db);
    const noFlag = await admin.request({
      method: "PUT",
      url: `/api/admin/users/${client.id}/ban`,
      payload: {},
    });
    expect(noFlag.statusCode).toBe(400);
  });

  it("asking for the state the user is already in changes nothing and writes no audit row", async () => {
    const client = await makeClient(t.db);
    await setBan(client.id, true);
    const again = await setBan(client.id, true);
    expect(again.statusCode).toBe(200);
    expect(again.json().isBanned).toBe(true);
    expect((await setBan((await makeClient(t.db)).id, false)).statusCode).toBe(200);
    expect((await auditOf(client.id)).map((row) => row.action)).toEqual(["ban"]);
  });

  it("two admins banning at once both see the ban, recorded once", async () => {
    const client = await makeClient(t.db);
    const other = await signInAs(t.app, await makeAdmin(t.db));
    const results = await Promise.all([setBan(client.id, true), setBan(client.id, true, other)]);
    expect(results.map((r) => [r.statusCode, r.json().isBanned])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(await auditOf(client.id)).toHaveLength(1);
  });
});

describe("banning a professional", () => {
  it("cancels their pending and future approved appointments, shown cancelled to the client", async () => {
    const pro = await makeProfessional(t.db);
    const client = await makeClient(t.db);
    const clientBrowser = await signInAs(t.app, client);
    const on = (startedMinutesAgo: number, status: "pending" | "approved" | "confirmed") =>
      makeAppointment(t.db, {
        clientId: client.id,
        professionalId: pro.id,
        startedMinutesAgo,
        status,
      });
    const pending = await on(-2 * 24 * 60, "pending");
    const approved = await on(-3 * 24 * 60, "approved");
    const confirmed = await on(-4 * 24 * 60, "confirmed");
    const past = await on(3 * 24 * 60, "confirmed");

    expect((await setBan(pro.id, true)).statusCode).toBe(200);

    const seen = (await clientBrowser.request({ url: "/api/appointments/client" })).json();
    for (const a of [pending, approved, confirmed]) {
      expect(seen.find((s: { id: string }) => s.id === a.id)).toMatchObject({
        status: "cancelled",
        professionalNotes: "Cancelado: conta suspensa pela administração.",
      });
    }
    expect((await statusOf(past.id)).status).toBe("confirmed");
  });

  it("takes them out of search and of their public profile at once", async () => {
    const last = uniqueWord();
    const pro = await makeProfessional(t.db, { user: { lastName: last } });
    const client = await signInAs(t.app, await makeClient(t.db));
    const search = () => client.request({ url: `/api/professionals/search?name=${last}` });
    const profile = () => client.request({ url: `/api/professionals/${pro.id}` });
    expect((await search()).json()).toHaveLength(1);
    expect((await profile()).statusCode).toBe(200);

    await setBan(pro.id, true);
    expect((await search()).json()).toEqual([]);
    expect((await profile()).statusCode).toBe(404);

    await setBan(pro.id, false);
    expect((await search()).json()).toHaveLength(1);
  });
});

describe("banning a client", () => {
  it("cancels their requests for the professional, and unban does not bring them back", async () => {
    const pro = await makeProfessional(t.db);
    const client = await makeClient(t.db);
    const request = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      startedMinutesAgo: -24 * 60,
    });
    await setBan(client.id, true);
    expect(await statusOf(request.id)).toMatchObject({
      status: "cancelled",
      professionalNotes: "Cancelado: conta suspensa pela administração.",
    });
    await setBan(client.id, false);
    expect((await statusOf(request.id)).status).toBe("cancelled");
  });
});
