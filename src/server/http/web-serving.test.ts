import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { Database } from "../db/client";
import { openTestDatabase } from "../test/db";

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  const webDir = mkdtempSync(path.join(os.tmpdir(), "acolher-web-"));
  mkdirSync(path.join(webDir, "assets"));
  writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Acolher</title>");
  writeFileSync(path.join(webDir, "assets", "index-abc123.js"), "console.log('acolher')");
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

  it("answers any page route with index.html, never cached, and unknown API paths with JSON 404", async () => {
    const page = await app.inject({ url: "/professional/123?return=%2Fprofessionals" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Acolher</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const api = await app.inject({ url: "/api/nada" });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe("Rota não encontrada.");
  });
});
