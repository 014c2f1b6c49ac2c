import { setupTestApp } from "@server/test/app";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

describe("security headers", () => {
  it("forbid framing and sniffing, restrict scripts to our origin and keep API answers out of caches", async () => {
    const res = await t.app.inject({ url: "/api/auth/user" });
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
