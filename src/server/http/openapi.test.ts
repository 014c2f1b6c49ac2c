import { createConfig, lintFromString } from "@redocly/openapi-core";
import { setupTestApp } from "@server/test/app";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

describe("API description", () => {
  it("serves an OpenAPI 3 document with every route of the route table", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of t.app.routeTable) {
      const path = route.url.replace(/:(\w+)/g, "{$1}");
      expect(
        doc.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${route.url}`,
      ).toBeDefined();
    }
    const login = doc.paths["/api/auth/login"].post;
    expect(login.requestBody.content["application/json"].schema.properties).toHaveProperty("email");
  });

  it("is lint clean for Redocly's strict recommended rules (issue 29, item 12)", async () => {
    const res = await t.app.inject({ url: "/api/openapi.json" });
    const config = await createConfig({
      extends: ["recommended-strict"],
      // Three operations are redirects by design (GET /api/login, /api/logout, an e-mail's
      // unsubscribe page): their answer is a 302, never a 2XX.
      rules: { "operation-2xx-response": "off" },
    });
    const problems = await lintFromString({
      source: res.body,
      absoluteRef: "openapi.json",
      config,
    });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual(
      [],
    );
    const doc = res.json();
    expect(doc.paths["/api/agenda/availability/{id}"].get.operationId).toBe(
      "getApiAgendaAvailabilityById",
    );
    expect(doc.paths["/api/auth/user"].get.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/professionals/search"].get.security).toEqual([]);
  });

  it("serves a readable docs page", async () => {
    const res = await t.app.inject({ url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("/api/auth/login");
  });

  it("answers unknown API paths with a Portuguese 404", async () => {
    const res = await t.app.inject({ url: "/api/nao-existe" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Rota não encontrada.");
  });
});
