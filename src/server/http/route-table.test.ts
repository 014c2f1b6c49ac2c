import { ROLES, type Role } from "@domain/constants";
import { setupTestApp } from "@server/test/app";
import { makeUser, signInAs } from "@server/test/factories";
import { describe, expect, it } from "vitest";

const t = setupTestApp();
const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";
const urlOf = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => (name === "city" ? "São Paulo" : SAMPLE_ID));

describe("route table", () => {
  it("declares every route once, with who may call it", () => {
    const keys = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain("GET /api/auth/user");
  });

  it("answers 401 to an anonymous caller on every non-public route", async () => {
    const guarded = t.app.routeTable.filter((r) => r.access !== "public");
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method,
        url: urlOf(route.url),
        payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it("answers 403 to a signed-in user of a role the route does not allow", async () => {
    const callers = Object.fromEntries(
      await Promise.all(
        ROLES.map(
          async (role) => [role, await signInAs(t.app, await makeUser(t.db, role))] as const,
        ),
      ),
    ) as Record<Role, Awaited<ReturnType<typeof signInAs>>>;
    const roleRoutes = t.app.routeTable.filter((r) => Array.isArray(r.access));
    for (const route of roleRoutes) {
      for (const role of ROLES.filter((r) => !(route.access as readonly Role[]).includes(r))) {
        const res = await callers[role].request({
          method: route.method,
          url: urlOf(route.url),
          payload: route.method === "GET" || route.method === "DELETE" ? undefined : {},
        });
        expect([403, 404], `${role} → ${route.method} ${route.url}`).toContain(res.statusCode);
      }
    }
  });
});
