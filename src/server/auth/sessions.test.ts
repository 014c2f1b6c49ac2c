import { sessions } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import { makeClient, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purgeExpiredSessions, SESSION_TOKEN_FORM } from "./sessions";

const t = setupTestApp();

describe("expired sessions", () => {
  it("are deleted by the periodic purge while live ones keep working", async () => {
    const idle = await makeClient(t.db);
    const old = await makeClient(t.db);
    const active = await makeClient(t.db);
    await signInAs(t.app, idle);
    await signInAs(t.app, old);
    const live = await signInAs(t.app, active);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sessions.userId, idle.id));
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, old.id));

    expect(await purgeExpiredSessions(t.db)).toBeGreaterThanOrEqual(2);
    const left = (await t.db.select().from(sessions)).map((s) => s.userId);
    expect(left).not.toContain(idle.id);
    expect(left).not.toContain(old.id);
    expect(left).toContain(active.id);
    expect((await live.request({ url: "/api/auth/user" })).statusCode).toBe(200);
  });
});

// The search's visitor limit reads only cookies of this form (decision 0417): a token of
// another form would make every signed-in search a visitor's.
it("makes every session token in the form the public reads' limit recognises", async () => {
  const { cookie } = await signInAs(t.app, await makeClient(t.db));
  const token = /acolher_session=([^;]+)/.exec(cookie)?.[1];
  expect(token).toMatch(SESSION_TOKEN_FORM);
});
