import { describe, expect, it } from "vitest";
import { DEMO_SITE, parseEnv, siteInfoOf } from "./env";

const OPERATOR = {
  OPERATOR_NAME: "Cuidado Bom Tecnologia Ltda.",
  OPERATOR_CNPJ: "97.210.267/6331-80",
  OPERATOR_ADDRESS: "Av. Paulista, 1000, Bela Vista, São Paulo - SP, 01310-100",
  OPERATOR_EMAIL: "contato@cuidadobom.com.br",
  DPO_NAME: "Marina Alves",
  DPO_EMAIL: "dpo@cuidadobom.com.br",
};
const PRODUCTION = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), ...OPERATOR };

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
    expect(parseEnv(PRODUCTION).ok).toBe(true);
  });

  it("refuses to start in production without the operator and encarregado, naming the variable", () => {
    for (const name of Object.keys(OPERATOR)) {
      expect(parseEnv({ ...PRODUCTION, [name]: "" })).toEqual({
        ok: false,
        error: `Invalid configuration: ${name} is required when NODE_ENV=production (who operates Acolher, decision 0389)`,
      });
    }
    expect(parseEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(32) })).toEqual({
      ok: false,
      error:
        "Invalid configuration: OPERATOR_NAME is required when NODE_ENV=production (who operates Acolher, decision 0389)",
    });
    // Production never falls back to the demo operator, even with demo data asked for.
    expect(parseEnv({ ...PRODUCTION, OPERATOR_CNPJ: undefined, DEMO_DATA: "on" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("OPERATOR_CNPJ"),
    });
  });

  it("checks the CNPJ's digits with the Brazilian-data library and keeps the digits", () => {
    expect(parseEnv({ ...PRODUCTION, OPERATOR_CNPJ: "97.210.267/6331-81" })).toEqual({
      ok: false,
      error:
        "Invalid configuration: OPERATOR_CNPJ must be a CNPJ with valid check digits, such as 11.222.333/0001-81",
    });
    expect(parseEnv({ ...PRODUCTION, OPERATOR_CNPJ: "00000000000000" }).ok).toBe(false);
    expect(parseEnv({ ...PRODUCTION, DPO_EMAIL: "dpo" })).toMatchObject({
      ok: false,
      error: "Invalid configuration: DPO_EMAIL must be an e-mail address",
    });
    const parsed = parseEnv(PRODUCTION);
    expect(parsed.ok && parsed.env.OPERATOR_CNPJ).toBe("97210267633180");
    expect(parsed.ok && siteInfoOf(parsed.env)).toEqual({
      operator: {
        name: "Cuidado Bom Tecnologia Ltda.",
        cnpj: "97.210.267/6331-80",
        address: "Av. Paulista, 1000, Bela Vista, São Paulo - SP, 01310-100",
        email: "contato@cuidadobom.com.br",
      },
      dpo: { name: "Marina Alves", email: "dpo@cuidadobom.com.br" },
    });
  });

  it("outside production, the demo operator; some variables without the rest are refused", () => {
    for (const source of [{}, { DEMO_DATA: "on" }, { NODE_ENV: "test" }]) {
      const parsed = parseEnv(source);
      expect(parsed.ok && siteInfoOf(parsed.env)).toEqual(DEMO_SITE);
    }
    expect(DEMO_SITE.operator).toMatchObject({
      name: "Acolher Demonstração Ltda.",
      cnpj: "11.222.333/0001-81",
    });
    expect(parseEnv({ OPERATOR_NAME: "Cuidado Bom Tecnologia Ltda." })).toEqual({
      ok: false,
      error:
        "Invalid configuration: OPERATOR_CNPJ is required when OPERATOR_NAME is set (all six OPERATOR_*/DPO_* or none)",
    });
  });

  it("reads DEMO_DATA as a switch and treats empty variables as unset", () => {
    expect(parseEnv({ DEMO_DATA: "off" })).toMatchObject({ env: { DEMO_DATA: false } });
    expect(parseEnv({ DEMO_DATA: "1" })).toMatchObject({ env: { DEMO_DATA: true } });
    const empty = parseEnv({ DATABASE_URL: "" });
    expect(empty.ok && empty.env.DATABASE_URL).toBeUndefined();
  });

  it("believes X-Forwarded-For from nobody, the private ranges (on) or the proxies named (decision 0411)", () => {
    const trust = (value?: string) => {
      const result = parseEnv(value === undefined ? {} : { TRUST_PROXY: value });
      return result.ok ? result.env.TRUST_PROXY : result.error;
    };
    expect(trust()).toBe(false);
    expect(trust("off")).toBe(false);
    expect(trust("on")).toEqual(["loopback", "linklocal", "uniquelocal"]);
    expect(trust("10.0.1.10, 10.0.2.0/24,fd00::1")).toEqual([
      "10.0.1.10",
      "10.0.2.0/24",
      "fd00::1",
    ]);
    for (const bad of ["*", "10.0.0.300", "10.0.0.0/33", "proxy.example", "2"]) {
      expect(trust(bad)).toMatch(
        /^Invalid configuration: TRUST_PROXY must be off, on, or the proxies' addresses/,
      );
    }
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

  it("behind a transaction pooler, needs where LISTEN connects (decision 0409)", () => {
    const pooled = { DATABASE_URL: "postgres://pgbouncer:6432/acolher" };
    expect(parseEnv(pooled)).toMatchObject({ env: { DATABASE_POOL_MODE: "session" } });
    expect(parseEnv({ ...pooled, DATABASE_POOL_MODE: "transaction" })).toEqual({
      ok: false,
      error:
        "Invalid configuration: DATABASE_LISTEN_URL is required when DATABASE_POOL_MODE=transaction: LISTEN cannot go through a transaction pooler, so it needs PostgreSQL itself or a session-mode pooler",
    });
    const listen = { DATABASE_LISTEN_URL: "postgres://db:5432/acolher" };
    expect(parseEnv({ ...pooled, ...listen, DATABASE_POOL_MODE: "transaction" })).toMatchObject({
      env: { DATABASE_POOL_MODE: "transaction", DATABASE_LISTEN_URL: listen.DATABASE_LISTEN_URL },
    });
    expect(parseEnv({ ...pooled, DATABASE_POOL_MODE: "statement" })).toMatchObject({
      ok: false,
      error: expect.stringContaining("DATABASE_POOL_MODE"),
    });
  });
});
