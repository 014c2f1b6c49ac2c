import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { buildApp } from "@server/app";
import type { Database } from "@server/db/client";
import { users } from "@server/db/schema";
import { openTestDatabase } from "@server/test/db";
import { makeClient, signInAs } from "@server/test/factories";
import { tempDirForFile } from "@server/test/temp-dir";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let app: FastifyInstance;
let database: Database;
const webDir = tempDirForFile("web");

beforeAll(async () => {
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Acolher</title>");
  writeFileSync(path.join(webDir, "assets", "index-abc123.js"), "console.log('acolher')");
  // What scripts/vite-precompress.ts writes beside a large asset.
  const bundle = `console.log('${"acolher ".repeat(400)}')`;
  writeFileSync(path.join(webDir, "assets", "app-def456.js"), bundle);
  writeFileSync(path.join(webDir, "assets", "app-def456.js.br"), brotliCompressSync(bundle));
  writeFileSync(path.join(webDir, "assets", "app-def456.js.gz"), gzipSync(bundle));
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    sessionSecret: "test-secret-0123456789abcdef0123456789",
    webDir,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("serving the web app", () => {
  it("serves fingerprinted assets with a year-long immutable cache", async () => {
    const res = await app.inject({ url: "/assets/index-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("acolher");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends a precompressed asset as brotli, or gzip, to a browser that accepts it, still immutable", async () => {
    const br = await app.inject({
      url: "/assets/app-def456.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain("acolher acolher");
    const gz = await app.inject({
      url: "/assets/app-def456.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toContain("acolher acolher");
    const plain = await app.inject({ url: "/assets/app-def456.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("acolher acolher");
  });

  it("answers any page route with index.html, never cached, and unknown API paths with JSON 404", async () => {
    const page = await app.inject({ url: "/professional/123?return=%2Fprofessionals" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Acolher</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const api = await app.inject({ url: "/api/nada" });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe("Rota não encontrada.");
  });

  it("answers HEAD like GET for the home page and any page route, with no body", async () => {
    for (const url of ["/", "/professional/123?return=%2Fprofessionals", "/appointments"]) {
      const get = await app.inject({ method: "GET", url });
      const head = await app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
      expect(head.headers["cache-control"]).toBe("no-cache");
      expect(head.body).toBe("");
    }
    const api = await app.inject({ method: "HEAD", url: "/api/nada" });
    expect(api.statusCode).toBe(404);
  });
});

describe("API compression", () => {
  it("compresses a large JSON answer when the client asks, and leaves a small one alone", async () => {
    const caller = await signInAs(app, await makeClient(database.db));
    const large = await caller.request({
      url: "/api/openapi.json",
      headers: { "accept-encoding": "br" },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString())).toHaveProperty("paths");
    const small = await caller.request({
      url: "/api/auth/user",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json().id).toBe(caller.userId);
  });

  it("answers gzip to a client without brotli, and plain JSON to one that refuses both", async () => {
    const caller = await signInAs(app, await makeClient(database.db));
    const gz = await caller.request({
      url: "/api/openapi.json",
      headers: { "accept-encoding": "gzip, br;q=0" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toContain("accept-encoding");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toHaveProperty("paths");
    const plain = await caller.request({
      url: "/api/openapi.json",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.json()).toHaveProperty("paths");
  });
});

describe("sessions on page requests", () => {
  it("are not looked up: a banned user's cookie still gets the page, the API answers 403", async () => {
    const user = await makeClient(database.db);
    const caller = await signInAs(app, user);
    await database.db.update(users).set({ isBanned: true }).where(eq(users.id, user.id));
    const page = await caller.request({ url: "/profile" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Acolher</title>");
    expect((await caller.request({ url: "/api/auth/user" })).statusCode).toBe(403);
  });
});
