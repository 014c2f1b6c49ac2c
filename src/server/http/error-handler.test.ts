import { setupTestApp } from "@server/test/app";
import { makeClient, signInAs } from "@server/test/factories";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

describe("bad input never gets a 500 or an English message", () => {
  it("an over-long path parameter gets a Portuguese 4xx", async () => {
    const res = await t.app.inject({ url: `/api/geocoding/neighborhoods/${"x".repeat(300)}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(/inválid|não encontrad/i);
  });

  it("a body that is not JSON, or of the wrong type, gets a Portuguese 4xx", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{oops",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("O corpo da requisição não é um JSON válido.");
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/xml" },
      payload: "<x/>",
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().message).toBe("Envie os dados em formato JSON.");
    const text = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "text/plain" },
      payload: "x",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe("Envie os dados em formato JSON.");
  });

  it("an oversized photo upload gets the photo size message", async () => {
    const caller = await signInAs(t.app, await makeClient(t.db));
    const huge = `data:image/jpeg;base64,${"A".repeat(16 * 1024 * 1024)}`;
    const res = await caller.request({
      method: "POST",
      url: "/api/user/profile-image",
      payload: { imageData: huge, fileName: "x.jpg" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("A imagem deve ter no máximo 10MB.");
  });
});
