import { adminAuditLog } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeAdmin, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let admin: Caller;
beforeAll(async () => {
  admin = await signInAs(t.app, await makeAdmin(t.db, { firstName: "Marta", lastName: "Admin" }));
});

const setBan = (id: string, isBanned: boolean, note?: string) =>
  admin.request({
    method: "PUT",
    url: `/api/admin/users/${id}/ban`,
    payload: { isBanned, note, ...(isBanned ? { banReason: "uso_indevido" } : {}) },
  });
const detail = (id: string) => admin.request({ url: `/api/admin/users/${id}` });
const rowsAbout = (id: string) =>
  t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, id));

describe("GET /api/admin/users/:id", () => {
  it("shows the account, its professional profile and what admins decided, newest first", async () => {
    const pro = await makeProfessional(t.db, { verified: false });
    await admin.request({
      method: "PUT",
      url: `/api/admin/professionals/${pro.id}/verify`,
      payload: { isVerified: true },
    });
    await setBan(pro.id, true, "Cobrança fora da plataforma");
    const res = await detail(pro.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: pro.id,
      role: "professional",
      isBanned: true,
      address: null,
      isProfileComplete: true,
      verificationStatus: "verified",
      professionalProfile: { council: "CRP", isVerified: true },
    });
    expect(body.history).toEqual([
      {
        id: expect.any(String),
        action: "ban",
        banReason: "uso_indevido",
        reason: "Cobrança fora da plataforma",
        createdAt: expect.any(String),
        admin: { id: admin.userId, firstName: "Marta", lastName: "Admin" },
      },
      expect.objectContaining({ action: "approve", reason: null }),
    ]);
    expect(res.body).not.toMatch(/password|hash/i);
  });

  it("shows a client without verification, and answers 404 for an unknown or deleted account", async () => {
    const client = await makeClient(t.db);
    expect((await detail(client.id)).json()).toMatchObject({
      role: "client",
      address: "Pinheiros",
      isProfileComplete: true,
      verificationStatus: null,
      professionalProfile: null,
      history: [],
    });
    const deleted = await makeClient(t.db, { deletedAt: new Date() });
    for (const id of [deleted.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await detail(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Usuário não encontrado");
    }
  });
});

describe("the audit trail", () => {
  it("only grows: later actions add rows and leave earlier ones exactly as they were", async () => {
    const client = await makeClient(t.db);
    await setBan(client.id, true, "Spam");
    const [first] = await rowsAbout(client.id);
    expect(first).toMatchObject({
      adminId: admin.userId,
      targetUserId: client.id,
      action: "ban",
      banReason: "uso_indevido",
      reason: "Spam",
    });
    await setBan(client.id, false);
    await setBan(client.id, true);
    const rows = await rowsAbout(client.id);
    expect(rows.map((r) => r.action).sort()).toEqual(["ban", "ban", "unban"]);
    expect(rows.find((r) => r.id === first!.id)).toEqual(first);
  });

  it("refuses UPDATE, DELETE and TRUNCATE in the database itself", async () => {
    const client = await makeClient(t.db);
    await setBan(client.id, true, "Fraude");
    const before = await rowsAbout(client.id);
    const attempts = [
      sql`UPDATE admin_audit_log SET reason = 'apagado' WHERE target_user_id = ${client.id}`,
      sql`DELETE FROM admin_audit_log WHERE target_user_id = ${client.id}`,
      sql`TRUNCATE admin_audit_log`,
    ];
    for (const attempt of attempts) {
      await expect(t.db.execute(attempt)).rejects.toThrow();
    }
    expect(await rowsAbout(client.id)).toEqual(before);
  });

  it("refuses a rejection without a reason in the database too", async () => {
    const client = await makeClient(t.db);
    await expect(
      t.db
        .insert(adminAuditLog)
        .values({ adminId: admin.userId, targetUserId: client.id, action: "reject" }),
    ).rejects.toThrow();
  });
});
