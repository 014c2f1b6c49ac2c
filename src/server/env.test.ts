import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("configuration", () => {
  it("defaults to port 5000, the embedded database in ./data and no demo flag", () => {
    const result = parseEnv({});
    expect(result).toMatchObject({ ok: true, env: { PORT: 5000, DATA_DIR: "./data" } });
    expect(result.ok && result.env.DATABASE_URL).toBeUndefined();
  });

  it("names the variable in one line when a value is bad", () => {
    expect(parseEnv({ PORT: "abc" })).toEqual({
      ok: false,
      error: expect.stringMatching(/^Invalid configuration: PORT /),
    });
    expect(parseEnv({ DATABASE_URL: "mysql://x" })).toEqual({
      ok: false,
      error: "Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://",
    });
    expect(parseEnv({ PUBLIC_URL: "not a url" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("PUBLIC_URL"),
    });
    expect(parseEnv({ DEMO_DATA: "maybe" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("DEMO_DATA"),
    });
  });

  it("requires SESSION_SECRET in production", () => {
    expect(parseEnv({ NODE_ENV: "production" })).toEqual({
      ok: false,
      error: "Invalid configuration: SESSION_SECRET is required when NODE_ENV=production",
    });
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) }).ok).toBe(true);
  });

  it("reads DEMO_DATA as a switch and treats empty variables as unset", () => {
    expect(parseEnv({ DEMO_DATA: "off" })).toMatchObject({ env: { DEMO_DATA: false } });
    expect(parseEnv({ DEMO_DATA: "1" })).toMatchObject({ env: { DEMO_DATA: true } });
    const empty = parseEnv({ DATABASE_URL: "" });
    expect(empty.ok && empty.env.DATABASE_URL).toBeUndefined();
  });

  it("runs one process by default, WORKERS on PostgreSQL only (PGlite is single-process)", () => {
    expect(parseEnv({})).toMatchObject({ env: { WORKERS: 1 } });
    const pg = { DATABASE_URL: "postgres://localhost/acolher" };
    expect(parseEnv({ ...pg, WORKERS: "4" })).toMatchObject({ env: { WORKERS: 4 } });
    expect(parseEnv({ ...pg, WORKERS: "auto" })).toMatchObject({ ok: true });
    expect(parseEnv({ WORKERS: "2" })).toEqual({
      ok: false,
      error:
        "Invalid configuration: WORKERS needs DATABASE_URL: the embedded database (PGlite) runs inside one process, so it serves one worker only",
    });
    expect(parseEnv({ ...pg, WORKERS: "0" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("WORKERS"),
    });
  });
});
