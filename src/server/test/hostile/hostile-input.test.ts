import { ROLES, type Role } from "@domain/constants";
import { ERROR_CODES } from "@domain/contracts/common";
import type { RouteDef } from "@server/http/route";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import { snapshot } from "@server/test/db-snapshot";
import { makeUser, signInAs } from "@server/test/factories";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { brokenJson, hostileBody, hostileQuery, keysOf, pathText } from "./hostile-arbitraries";

// Suite 3 of issue 10: every endpoint with malformed, oversized, wrongly typed, unicode-heavy
// and injection-shaped bodies, queries and paths. Never a 5xx; a refusal is a 4xx with a
// Portuguese { code, message } and leaves every table as it was. HOSTILE_RUNS sets the runs
// per route (npm test: a few; `npm run test:hostile`: many). Excluded classes pending defect
// fixes are listed in hostile-arbitraries.ts.
const RUNS = Number(process.env.HOSTILE_RUNS ?? 6);
const t = setupTestApp();
const callers = {} as Record<Role, Caller>;
beforeAll(async () => {
  for (const role of ROLES) callers[role] = await signInAs(t.app, await makeUser(t.db, role));
});

/** Sign-out and account deletion end the caller's session: outside this suite's reach. */
const SESSION_ENDING = new Set(["GET /api/logout", "DELETE /api/user/account"]);
const ENGLISH =
  /\b(the|is|are|must|expected|invalid|required|received|unexpected|error|not|body|route)\b/i;

const callerFor = (route: RouteDef) => {
  if (route.access === "public") return (o: InjectOptions) => t.app.inject(o);
  const role = route.access === "authenticated" ? "client" : route.access[0]!;
  return callers[role].request;
};

const requestFor = (route: RouteDef) =>
  fc.record({
    params: fc.array(pathText, { minLength: 3, maxLength: 3 }),
    query: hostileQuery(keysOf(route.query)),
    body: fc.oneof(
      { weight: 4, arbitrary: hostileBody(keysOf(route.body)).map((b) => JSON.stringify(b)) },
      brokenJson,
    ),
  });

let tried = 0;
const byStatus = new Map<number, number>();

describe("hostile input", () => {
  const routes = () => t.app.routeTable.filter((r) => !SESSION_ENDING.has(`${r.method} ${r.url}`));

  it("never gets a 5xx; a refusal is Portuguese and changes no data", async () => {
    for (const route of routes()) {
      const send = callerFor(route);
      await fc.assert(
        fc.asyncProperty(requestFor(route), async ({ params, query, body }) => {
          let i = 0;
          const path = route.url.replace(/:\w+/g, () => encodeURIComponent(params[i++]!));
          const options: InjectOptions = {
            method: route.method,
            url: query ? `${path}?${query}` : path,
            ...(route.method === "GET"
              ? {}
              : { payload: body, headers: { "content-type": "application/json" } }),
          };
          const before = await snapshot(t.db);
          const res = await send(options);
          tried++;
          byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
          const where = `${route.method} ${options.url?.toString().slice(0, 200)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode < 400) return;
          const answer = res.json();
          expect(ERROR_CODES, where).toContain(answer.code);
          expect(answer.message, where).toEqual(expect.any(String));
          expect(answer.message, where).not.toMatch(ENGLISH);
          expect(await snapshot(t.db), `${where}: refused but data changed`).toBe(before);
        }),
        { numRuns: RUNS },
      );
    }
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.info(
      `hostile input: ${tried} requests over ${routes().length} routes (${RUNS} runs each): ${statuses.join(", ")}`,
    );
  }, 600_000);
});
