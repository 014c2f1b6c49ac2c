import type { AuditLogEntry } from "@domain/contracts/admin";
import { adminAuditLog } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeAdmin, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { loopGuard } from "@server/test/loop-guard";
import { uniqueWord } from "@server/test/search-helpers";
import { describe, expect, it } from "vitest";

// Issue 29, item 11 (decision 0378): every admin decision on the platform in one log, newest
// first, by action, admin, São Paulo days and the target's name or e-mail.

const t = setupTestApp();

async function anAdmin(firstName = "Marta") {
  const user = await makeAdmin(t.db, { firstName, lastName: uniqueWord() });
  return { user, caller: await signInAs(t.app, user) };
}
const ban = (by: Caller, id: string, payload: object = {}) =>
  by.request({
    method: "PUT",
    url: `/api/admin/users/${id}/ban`,
    payload: { isBanned: true, banReason: "uso_indevido", ...payload },
  });
const unban = (by: Caller, id: string) =>
  by.request({ method: "PUT", url: `/api/admin/users/${id}/ban`, payload: { isBanned: false } });
const log = (by: Caller, query: string) => by.request({ url: `/api/admin/audit?${query}` });
const entries = async (by: Caller, query: string): Promise<AuditLogEntry[]> => {
  const res = await log(by, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};

describe("GET /api/admin/audit", () => {
  it("answers when, what, about whom, by which admin, the category and the note", async () => {
    const { user: marta, caller } = await anAdmin();
    const last = uniqueWord();
    const pro = await makeProfessional(t.db, { verified: false, user: { lastName: last } });
    await caller.request({
      method: "PUT",
      url: `/api/admin/professionals/${pro.id}/verify`,
      payload: { isVerified: true },
    });
    await ban(caller, pro.id, { banReason: "registro_irregular", note: "Conselho não confirma" });
    expect(await entries(caller, `search=${last}`)).toEqual([
      {
        id: expect.any(String),
        action: "ban",
        banReason: "registro_irregular",
        reason: "Conselho não confirma",
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        target: {
          id: pro.id,
          firstName: "Profissional",
          lastName: last,
          email: pro.email,
          role: "professional",
        },
        admin: { id: marta.id, firstName: "Marta", lastName: marta.lastName },
      },
      expect.objectContaining({ action: "approve", banReason: null, reason: null }),
    ]);
  });

  it("filters by action, by admin, and by part of the target's name or e-mail", async () => {
    const marta = await anAdmin();
    const rui = await anAdmin("Rui");
    const word = uniqueWord();
    const jose = await makeClient(t.db, { firstName: "José", lastName: `Araújo ${word}` });
    const lia = await makeClient(t.db, { email: `${word.toLowerCase()}.lia@exemplo.com` });
    await ban(marta.caller, jose.id);
    await unban(rui.caller, jose.id);
    await ban(rui.caller, lia.id);
    const about = (e: AuditLogEntry) => [e.action, e.target.id, e.admin.id];

    expect((await entries(marta.caller, `search=${word}&action=ban`)).map(about)).toEqual([
      ["ban", lia.id, rui.user.id],
      ["ban", jose.id, marta.user.id],
    ]);
    expect(
      (await entries(marta.caller, `search=${word}&adminId=${rui.user.id}`)).map(about),
    ).toEqual([
      ["ban", lia.id, rui.user.id],
      ["unban", jose.id, rui.user.id],
    ]);
    // Without case or accents, like the user list; an e-mail by part of it.
    expect((await entries(marta.caller, `search=jose araujo`)).map(about)).toContainEqual([
      "ban",
      jose.id,
      marta.user.id,
    ]);
    expect(
      (await entries(marta.caller, `search=${word.toUpperCase()}.LIA@`)).map((e) => e.target.id),
    ).toEqual([lia.id]);
    expect(await entries(marta.caller, `search=${word}&action=approve`)).toEqual([]);
  });

  it("filters by São Paulo days, both ends included", async () => {
    const { user: admin, caller } = await anAdmin();
    const client = await makeClient(t.db);
    const at = (iso: string) => ({
      adminId: admin.id,
      targetUserId: client.id,
      action: "unban" as const,
      createdAt: new Date(iso),
    });
    // 23:30 on 28 February and 00:30 on 1 March in São Paulo (UTC-3); 23:59 on 31 March.
    await t.db
      .insert(adminAuditLog)
      .values([
        at("2026-03-01T02:30:00Z"),
        at("2026-03-01T03:30:00Z"),
        at("2026-04-01T02:59:00Z"),
        at("2026-04-01T03:00:00Z"),
      ]);
    const days = async (query: string) =>
      (await entries(caller, `adminId=${admin.id}&${query}`)).map((e) => e.createdAt);
    expect(await days("from=2026-03-01&to=2026-03-31")).toEqual([
      "2026-04-01T02:59:00.000Z",
      "2026-03-01T03:30:00.000Z",
    ]);
    expect(await days("to=2026-02-28")).toEqual(["2026-03-01T02:30:00.000Z"]);
    expect(await days("from=2026-04-01")).toEqual(["2026-04-01T03:00:00.000Z"]);
  });

  it("walks the whole log once, newest first, a page at a time", async () => {
    const { user: admin, caller } = await anAdmin();
    for (let i = 0; i < 5; i++) await ban(caller, (await makeClient(t.db)).id);
    const seen: AuditLogEntry[] = [];
    let cursor = "";
    const turn = loopGuard(10, "audit pages");
    do {
      turn();
      const res = await log(caller, `adminId=${admin.id}&limit=2&cursor=${cursor}`);
      const page = res.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor ?? "";
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((e) => e.id)).size).toBe(5);
    const instants = seen.map((e) => e.createdAt);
    expect(instants).toEqual([...instants].sort().reverse());
  });

  it("answers 400 in Portuguese for an unknown action, admin id, date, range or cursor", async () => {
    const { caller } = await anAdmin();
    for (const [query, message] of [
      ["action=delete", "Ação inválida"],
      ["adminId=abc", "Identificador inválido"],
      ["from=2026-02-30", "Data inválida"],
      ["from=2026-03-02&to=2026-03-01", "A data inicial deve ser anterior ou igual à final."],
      ["cursor=abc", "Paginação inválida"],
    ]) {
      const res = await log(caller, query!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe("GET /api/admin/audit/admins", () => {
  it("lists by name the admins who recorded an action, for the log's filter", async () => {
    const acted = await anAdmin("Beatriz");
    const idle = await anAdmin("Zuleica");
    await ban(acted.caller, (await makeClient(t.db)).id);
    const res = await idle.caller.request({ url: "/api/admin/audit/admins" });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((a: { id: string }) => a.id);
    expect(ids).toContain(acted.user.id);
    expect(ids).not.toContain(idle.user.id);
    expect(res.json()).toContainEqual({
      id: acted.user.id,
      firstName: "Beatriz",
      lastName: acted.user.lastName,
    });
  });
});
