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
