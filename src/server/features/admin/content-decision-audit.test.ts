import type { AuditLogEntry } from "@domain/contracts/admin";
import { adminAuditLog } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { makeAdmin, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// Issue 34, item 2 (decisions 0404, 0378): an admin's decision on a reported content is in the
// audit log, written in the decision's own transaction (migration 0045 added the two actions).

const t = setupTestApp();

async function reportedContent() {
  const last = uniqueWord();
  const pro = await makeProfessional(t.db, { user: { lastName: last } });
  const author = await signInAs(t.app, pro);
  const published = await author.request({
    method: "POST",
    url: "/api/contents",
    payload: { title: `Sono e rotina ${last}`, contentText: "Durma bem." },
  });
  expect(published.statusCode, published.body).toBe(201);
  const contentId: string = published.json().id;
  const reporter = await signInAs(t.app, await makeClient(t.db));
  const reported = await reporter.request({
    method: "POST",
    url: "/api/content-reports",
    payload: { contentId, reason: "desinformacao", details: "Perigoso." },
  });
  expect(reported.statusCode, reported.body).toBe(201);
  return { pro, last, author, contentId };
}

async function anAdmin() {
  const user = await makeAdmin(t.db, { firstName: "Marta", lastName: uniqueWord() });
  return { user, caller: await signInAs(t.app, user) };
}

const decide = (admin: Caller, contentId: string, payload: object) =>
  admin.request({ method: "POST", url: `/api/admin/contents/${contentId}/decision`, payload });

async function logged(admin: Caller, query: string): Promise<AuditLogEntry[]> {
  const res = await admin.request({ url: `/api/admin/audit?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

const rowsAbout = (userId: string) =>
  t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, userId));

describe("the audit log of a reported content's decision", () => {
  it("records hiding, with the author, the reason and the note, once", async () => {
    const { pro, last, contentId } = await reportedContent();
    const { user: marta, caller } = await anAdmin();
    const hidden = await decide(caller, contentId, {
      resolution: "hidden",
      reason: "desinformacao",
      note: "Promete cura",
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    // The second decision is refused and leaves no second entry.
    expect((await decide(caller, contentId, { resolution: "dismissed" })).statusCode).toBe(409);

    expect(await logged(caller, `action=hide_content&search=${last}`)).toEqual([
      {
        id: expect.any(String),
        action: "hide_content",
        banReason: null,
        reason: `Conteúdo ${contentId}\nMotivo: Informação falsa ou perigosa para a saúde\nObservação: Promete cura`,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        target: expect.objectContaining({ id: pro.id, role: "professional" }),
        admin: { id: marta.id, firstName: "Marta", lastName: marta.lastName },
      },
    ]);
    expect(await rowsAbout(pro.id)).toHaveLength(1);
  });

  it("records keeping a content as its own action", async () => {
    const { pro, last, contentId } = await reportedContent();
    const { caller } = await anAdmin();
    const kept = await decide(caller, contentId, { resolution: "dismissed" });
    expect(kept.statusCode, kept.body).toBe(200);
    const entries = await logged(caller, `action=keep_content&search=${last}`);
    expect(entries.map((e) => [e.action, e.target.id, e.reason])).toEqual([
      ["keep_content", pro.id, `Conteúdo ${contentId}`],
    ]);
    expect(await logged(caller, `action=hide_content&search=${last}`)).toEqual([]);
  });

  it("shows the author the decision in their data export, never the admin's note", async () => {
    const { author, contentId } = await reportedContent();
    const { caller } = await anAdmin();
    await decide(caller, contentId, {
      resolution: "hidden",
      reason: "spam",
      note: "Nota interna da moderação",
    });
    const exported = await author.request({ url: "/api/user/data-export" });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain("hide_content");
    expect(exported.body).not.toContain("Nota interna da moderação");
  });
});
