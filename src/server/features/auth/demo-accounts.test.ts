import { setupTestApp } from "@server/test/app";
import { describe, expect, it } from "vitest";

describe("GET /api/auth/demo-accounts in demo mode", () => {
  const t = setupTestApp({ demoMode: true });

  it("lists the client, professional and admin demo logins for anyone", async () => {
    const res = await t.app.inject({ url: "/api/auth/demo-accounts" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { role: "client", email: "cliente@acolher.demo", password: "demo-cliente-2026" },
      {
        role: "professional",
        email: "profissional@acolher.demo",
        password: "demo-profissional-2026",
      },
      { role: "admin", email: "admin@acolher.demo", password: "demo-admin-2026" },
    ]);
  });
});

describe("GET /api/auth/demo-accounts outside demo mode", () => {
  const t = setupTestApp();

  it("reveals nothing", async () => {
    const res = await t.app.inject({ url: "/api/auth/demo-accounts" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
