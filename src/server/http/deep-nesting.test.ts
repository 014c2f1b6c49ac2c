import { setupTestApp } from "@server/test/app";
import { makeClient, signInAs } from "@server/test/factories";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const TOO_DEEP = "Os dados enviados têm níveis demais de aninhamento.";

/** `{"email": {"a": {"a": ... "x" ...}}}` nested `depth` levels: a few bytes per level. */
function nestedObjects(field: string, depth: number): string {
  return `{"${field}":${'{"a":'.repeat(depth)}"x"${"}".repeat(depth)}}`;
}

/** `{"email": [[[ ... ]]]}`: one byte per level, so 100,000 levels fit in the 1 MiB limit. */
function nestedArrays(field: string, depth: number): string {
  return `{"${field}":${"[".repeat(depth)}${"]".repeat(depth)}}`;
}

function expectTooDeep(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ code: "bad_request", message: TOO_DEEP });
}

describe("a deeply nested body is a Portuguese 400 at any depth, never a 500", () => {
  it.each([50, 2_000, 100_000])("anonymous sign-in nested %i levels", async (depth) => {
    for (const [i, payload] of [
      nestedObjects("email", depth),
      nestedArrays("email", depth),
    ].entries()) {
      expect(payload.length).toBeLessThan(1024 * 1024);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: `10.71.${depth % 250}.${i + 1}`,
        headers: { "content-type": "application/json" },
        payload,
      });
      expectTooDeep(res);
    }
  });

  it.each([50, 2_000, 100_000])("signed-in profile save nested %i levels", async (depth) => {
    const client = await signInAs(t.app, await makeClient(t.db));
    for (const payload of [nestedObjects("bio", depth), nestedArrays("firstName", depth)]) {
      const res = await client.request({
        method: "PUT",
        url: "/api/user/profile",
        headers: { "content-type": "application/json" },
        payload,
      });
      expectTooDeep(res);
    }
  });

  it("leaves a body a few levels deep to its contract", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "10.71.251.1",
      headers: { "content-type": "application/json" },
      payload: nestedArrays("email", 10),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe(TOO_DEEP);
    expect(res.json().fieldErrors).toHaveProperty("email");
  });
});
