import { parseEnv } from "@server/env";
import { describe, expect, it } from "vitest";

describe("DATABASE_REPLICA_URLS and DATABASE_REPLICA_MAX_LAG_MS (decision 0410)", () => {
  const PRIMARY = { DATABASE_URL: "postgres://app:secret@primary:5432/acolher" };

  it("reads the replicas as a list and the bound in milliseconds, 1,500 by default", () => {
    const result = parseEnv({
      ...PRIMARY,
      DATABASE_REPLICA_URLS: "postgres://app:secret@r1:5432/acolher, postgresql://r2/acolher",
    });
    expect(result).toMatchObject({
      ok: true,
      env: {
        DATABASE_REPLICA_URLS: ["postgres://app:secret@r1:5432/acolher", "postgresql://r2/acolher"],
        DATABASE_REPLICA_MAX_LAG_MS: 1500,
      },
    });
    const none = parseEnv({});
    expect(none.ok && none.env.DATABASE_REPLICA_URLS).toBeUndefined();
  });

  it("refuses replicas with the embedded database, a URL that is not PostgreSQL and a bound out of range, naming the variable without echoing the URL", () => {
    const embedded = parseEnv({ DATABASE_REPLICA_URLS: "postgres://app:secret@r1/acolher" });
    expect(embedded).toEqual({
      ok: false,
      error:
        "Invalid configuration: DATABASE_REPLICA_URLS needs DATABASE_URL: replicas follow a PostgreSQL primary; the embedded database (PGlite) has none",
    });
    const bad = parseEnv({
      ...PRIMARY,
      DATABASE_REPLICA_URLS: "postgres://app:secret@r1/acolher,mysql://app:secret@r2/x",
    });
    expect(bad).toEqual({
      ok: false,
      error:
        "Invalid configuration: DATABASE_REPLICA_URLS must be postgres:// or postgresql:// URLs separated by commas",
    });
    expect(JSON.stringify(bad)).not.toContain("secret");
    expect(parseEnv({ ...PRIMARY, DATABASE_REPLICA_MAX_LAG_MS: "50" })).toEqual({
      ok: false,
      error:
        "Invalid configuration: DATABASE_REPLICA_MAX_LAG_MS must be at least 100 (milliseconds)",
    });
  });
});
