import { buildApp } from "@server/app";
import type { Database } from "@server/db/client";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { openTestDatabase } from "@server/test/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// A state-changing API request must come from our origin, exactly: not from one that merely
// starts like ours (issue 14). Checked in src/server/auth/plugin.ts.
let database: Database;
const apps: Record<string, FastifyInstance> = {};
const PUBLIC_URLS = { none: undefined, https: "https://acolher.example", bare: "http://localhost" };

beforeAll(async () => {
  database = await openTestDatabase();
  for (const [name, publicUrl] of Object.entries(PUBLIC_URLS)) {
    apps[name] = await buildApp({ db: database.db, sessionSecret: TEST_SESSION_SECRET, publicUrl });
  }
});
afterAll(async () => {
  for (const app of Object.values(apps)) await app.close();
  await database.close();
});

/** An anonymous sign-in with an empty body: 400 from the contract once past the Origin check. */
const post = (app: FastifyInstance, origin: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { origin, host: "localhost:80" },
    payload: {},
  });

async function expectRefused(app: FastifyInstance, origin: string) {
  const res = await post(app, origin);
  expect(res.statusCode, origin).toBe(403);
  expect(res.json().message).toBe("Origem da requisição não permitida.");
}

const lookAlikes = (ours: string) => [
  `${ours}.evil.example`,
  `${ours}-evil.example`,
  `${ours}0`,
  `${ours}:8080`,
  `${ours}evil.example`,
  `${ours}%2F.evil.example`,
];

describe("the Origin check accepts our origin only, not one that starts like it", () => {
  it("without PUBLIC_URL: the Host's origin, never a look-alike", async () => {
    const app = apps.none!;
    expect((await post(app, "http://localhost:80")).statusCode).toBe(400);
    for (const origin of [
      "http://localhost:80.evil.example",
      "http://localhost:5000.evil.example",
      "http://localhost:800",
      "http://localhost:80@evil.example",
      "https://localhost:80",
      ...lookAlikes("http://localhost:80"),
    ]) {
      await expectRefused(app, origin);
    }
  });

  it("with PUBLIC_URL https://acolher.example: that origin only, not the Host's nor a look-alike", async () => {
    const app = apps.https!;
    expect((await post(app, "https://acolher.example")).statusCode).toBe(400);
    for (const origin of [
      "http://localhost:80",
      "http://acolher.example",
      "https://acolher.example.evil.example",
      ...lookAlikes("https://acolher.example"),
    ]) {
      await expectRefused(app, origin);
    }
  });

  it("with PUBLIC_URL http://localhost: not http://localhost followed by anything", async () => {
    const app = apps.bare!;
    expect((await post(app, "http://localhost")).statusCode).toBe(400);
    for (const origin of [
      "http://localhost:80",
      "http://localhost:5000",
      "http://localhost.evil.example",
      "http://localhostevil.example",
      ...lookAlikes("http://localhost"),
    ]) {
      await expectRefused(app, origin);
    }
  });

  it("a request without Origin (not from a browser page) is not refused by it", async () => {
    const res = await apps.https!.inject({ method: "POST", url: "/api/auth/login", payload: {} });
    expect(res.statusCode).toBe(400);
  });
});
