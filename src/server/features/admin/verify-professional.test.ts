import { adminAuditLog, professionalProfiles } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import {
  makeAdmin,
  makeClient,
  makeProfessional,
  makeUser,
  type ProfessionalOptions,
  signInAs,
} from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let admin: Caller;
beforeAll(async () => {
  admin = await signInAs(t.app, await makeAdmin(t.db));
});

const unverified = (options: ProfessionalOptions = {}) =>
  makeProfessional(t.db, { verified: false, ...options });
const verify = (id: string, payload: object) =>
  admin.request({ method: "PUT", url: `/api/admin/professionals/${id}/verify`, payload });
const profileOf = async (id: string) =>
  (await t.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, id)))[0]!;

describe("PUT /api/admin/professionals/:id/verify: approve", () => {
  it("verifies a pending professional, who a client then finds in search", async () => {
    const last = uniqueWord();
    const pro = await unverified({ user: { lastName: last } });
    const client = await signInAs(t.app, await makeClient(t.db));
    const search = () => client.request({ url: `/api/professionals/search?name=${last}` });
    expect((await search()).json()).toEqual([]);

    const res = await verify(pro.id, { isVerified: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: pro.id,
      verificationStatus: "verified",
      professionalProfile: { isVerified: true, verificationRejectionReason: null },
    });
    expect((await search()).json().map((p: { id: string }) => p.id)).toEqual([pro.id]);
  });

  it("refuses a verified, an incomplete or a banned professional with 409", async () => {
    const cases = [
      [await makeProfessional(t.db), "Este profissional já está verificado."],
      [
        await unverified({ photo: false }),
        "O perfil deste profissional está incompleto e ainda não pode ser avaliado.",
      ],
      [await unverified({ user: { isBanned: true } }), "Este profissional está suspenso."],
    ] as const;
    for (const [pro, message] of cases) {
      const res = await verify(pro.id, { isVerified: true });
      expect(res.statusCode, message).toBe(409);
      expect(res.json().message).toBe(message);
    }
    const revoke = await verify(cases[0][0].id, { isVerified: false, reason: "Mudei de ideia" });
    expect(revoke.statusCode).toBe(409);
  });

  it("answers 404 for a client, an unknown id or a professional without a profile", async () => {
    const client = await makeClient(t.db);
    const withoutProfile = await makeUser(t.db, "professional");
    for (const id of [client.id, withoutProfile.id, "00000000-0000-4000-8000-000000000000"]) {
      const res = await verify(id, { isVerified: true });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Profissional não encontrado");
    }
  });
});

describe("PUT /api/admin/professionals/:id/verify: reject", () => {
  it("needs a reason: missing or blank is 400, over 500 characters too", async () => {
    const pro = await unverified();
    for (const payload of [
      { isVerified: false },
      { isVerified: false, reason: "   " },
      { isVerified: false, reason: null },
    ]) {
      const res = await verify(pro.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Informe o motivo da rejeição.");
      expect(res.json().fieldErrors.reason).toEqual(["Informe o motivo da rejeição."]);
    }
    const long = await verify(pro.id, { isVerified: false, reason: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("O motivo deve ter no máximo 500 caracteres.");
    expect(await profileOf(pro.id)).toMatchObject({ verificationRejectedAt: null });
  });

  it("keeps the reason and the time, leaves the pending list and cannot be decided again", async () => {
    const pro = await unverified();
    const before = Date.now();
    const res = await verify(pro.id, {
      isVerified: false,
      reason: "  Registro CRP não confere com o nome.  ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      verificationStatus: "rejected",
      professionalProfile: {
        isVerified: false,
        verificationRejectionReason: "Registro CRP não confere com o nome.",
      },
    });
    const rejectedAt = Date.parse(res.json().professionalProfile.verificationRejectedAt);
    expect(rejectedAt).toBeGreaterThanOrEqual(before - 1000);

    const pending = (await admin.request({ url: "/api/admin/professionals/pending?limit=100" }))
      .json()
      .items.map((p: { id: string }) => p.id);
    expect(pending).not.toContain(pro.id);
    for (const payload of [{ isVerified: true }, { isVerified: false, reason: "De novo" }]) {
      const again = await verify(pro.id, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/já foi rejeitada/);
    }
  });
});

describe("verification decisions in the audit trail", () => {
  it("records who decided, about whom, what and why", async () => {
    const approved = await unverified();
    const rejected = await unverified();
    await verify(approved.id, { isVerified: true });
    await verify(rejected.id, { isVerified: false, reason: "Foto não mostra o rosto" });
    const rows = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminId, admin.userId));
    expect(
      rows.map(({ targetUserId, action, reason }) => ({ targetUserId, action, reason })),
    ).toEqual(
      expect.arrayContaining([
        { targetUserId: approved.id, action: "approve", reason: null },
        { targetUserId: rejected.id, action: "reject", reason: "Foto não mostra o rosto" },
      ]),
    );
  });

  it("writes no audit row for a refused decision", async () => {
    const pro = await makeProfessional(t.db);
    await verify(pro.id, { isVerified: true });
    expect(
      await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, pro.id)),
    ).toEqual([]);
  });
});

describe("two admins deciding at once", () => {
  it("lets exactly one decision through and records only that one", async () => {
    const pro = await unverified();
    const other = await signInAs(t.app, await makeAdmin(t.db));
    const results = await Promise.all([
      verify(pro.id, { isVerified: true }),
      other.request({
        method: "PUT",
        url: `/api/admin/professionals/${pro.id}/verify`,
        payload: { isVerified: false, reason: "Registro vencido" },
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetUserId, pro.id));
    expect(rows).toHaveLength(1);
  });
});
