import { setupTestApp } from "@server/test/app";
import { makeClient, signInAs } from "@server/test/factories";
import { describe, expect, it } from "vitest";

// GET /api/login keeps where the person was going (decision 0324), never off this site.
const t = setupTestApp();
const login = (query: string, cookie?: string) =>
  t.app.inject({ method: "GET", url: `/api/login${query}`, headers: cookie ? { cookie } : {} });

describe("GET /api/login with voltar", () => {
  it("sends a visitor to the sign-in page, keeping a path of this site", async () => {
    const res = await login("?voltar=%2Fappointments%3Faba%3Dhistorico");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/entrar?voltar=%2Fappointments%3Faba%3Dhistorico");
    expect((await login("")).headers.location).toBe("/entrar");
  });

  it.each([
    "%2F%2Fevil.com",
    "https%3A%2F%2Fevil.com",
    "%2F%5Cevil.com",
    "javascript%3Aalert(1)",
    "a&voltar=b",
  ])("drops a target off this site (voltar=%s)", async (target) => {
    const res = await login(`?voltar=${target}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/entrar");
  });

  it("answers /login, the address people type, as /api/login", async () => {
    const typed = await t.app.inject({ url: "/login?voltar=%2Fappointments" });
    expect(typed.statusCode).toBe(302);
    expect(typed.headers.location).toBe("/api/login?voltar=%2Fappointments");
    expect((await t.app.inject({ url: "/login?voltar=%2F%2Fevil.com" })).headers.location).toBe(
      "/api/login",
    );
    // Followed: a visitor reaches the sign-in page, a signed-in person goes home.
    expect((await login("?voltar=%2Fappointments")).headers.location).toBe(
      "/entrar?voltar=%2Fappointments",
    );
    const caller = await signInAs(t.app, await makeClient(t.db));
    expect((await login("", caller.cookie)).headers.location).toBe("/");
  });

  it("sends a signed-in user straight there, or home for a target off this site", async () => {
    const caller = await signInAs(t.app, await makeClient(t.db));
    expect((await login("?voltar=%2Fappointments", caller.cookie)).headers.location).toBe(
      "/appointments",
    );
    expect((await login("?voltar=%2F%2Fevil.com", caller.cookie)).headers.location).toBe("/");
    // Dot segments the URL parser removes after a check of the raw value (issue 28).
    for (const target of [
      "/.//evil.example",
      "/..//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
    ]) {
      const res = await login(`?voltar=${encodeURIComponent(target)}`, caller.cookie);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/");
    }
  });
});
