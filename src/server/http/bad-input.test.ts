import type { Role } from "@domain/constants";
import { setupTestApp } from "@server/test/app";
import { makeProfessional, makeUser, signInAs } from "@server/test/factories";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const PARAM_VALUES = [
  "nao-e-uuid",
  "' OR 1=1 --",
  "x".repeat(3000),
  "%00",
  "00000000-0000-4000-8000-000000000000",
];
const QUERIES = [
  "",
  "?limit=-1&offset=abc&minPrice=NaN&maxPrice=-5",
  "?weekStart=2030-02-30&startDate=ontem&endDate=2026-13-01&professionalId=1",
  "?specialty=Astrologia&serviceOptions=voo&name=%00",
  `?name=${"a".repeat(5000)}`,
];
const BODIES: unknown[] = [
  {},
  [],
  "texto",
  { status: "approved", rating: 99, comment: { nested: true }, serviceType: "teleporte" },
  {
    appointmentDate: "2030-02-30",
    startTime: "25:99",
    professionalId: "nao-e-uuid",
    imageData: 42,
  },
  { firstName: null, lastName: 7, phone: "abc", city: "Atlântida", address: "x".repeat(5000) },
];

/** A caller of a role the route accepts (a professional with a full profile, for realism). */
async function callerFor(access: unknown) {
  const role: Role = Array.isArray(access) ? (access[0] as Role) : "client";
  const user = role === "professional" ? await makeProfessional(t.db) : await makeUser(t.db, role);
  return signInAs(t.app, user);
}

describe("malformed input, on every route, by a permitted user", () => {
  it("never produces a 500", async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of t.app.routeTable) {
      const caller = await callerFor(route.access);
      // A route reads its path and query only through its own schemas (http/route.ts): the
      // bad queries are crossed with the bad path values where the route has a query schema,
      // and a path without parameters is tried once.
      const values = route.params ? PARAM_VALUES : PARAM_VALUES.slice(0, 1);
      const queries = route.query ? QUERIES : QUERIES.slice(0, 1);
      const urls = values.flatMap((value) =>
        queries.map((q) => route.url.replace(/:(\w+)/g, () => encodeURIComponent(value)) + q),
      );
      const hasBody = route.method !== "GET" && route.method !== "DELETE";
      const requests: InjectOptions[] = hasBody
        ? BODIES.flatMap((payload) =>
            urls
              .slice(0, 3)
              .map((url) => ({ method: route.method, url, payload: payload as object })),
          )
        : urls.map((url) => ({ method: route.method, url }));
      for (const request of requests) {
        const res = await caller.request(request);
        sent++;
        if (res.statusCode >= 500) {
          failures.push(
            `${request.method} ${String(request.url).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(t.app.routeTable.length * 4);
    expect(failures).toEqual([]);
  }, 180_000);
});
