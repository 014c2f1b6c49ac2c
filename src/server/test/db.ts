import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { type Database, openPglite, openPostgres, wrapPglite } from "@server/db/client";
import { inject } from "vitest";
import { withDatabase } from "./pg-admin";

/**
 * A migrated, empty database of this test file's own (decision 0371).
 *
 * PostgreSQL (TEST_DATABASE_URL): a fresh database copied from the migrated template; with
 * TEST_DATABASE_POOLER_URL its queries go through that transaction pooler, LISTEN straight to
 * the server, as DATABASE_POOL_MODE=transaction does (decision 0409).
 *
 * PGlite: loading the 42 MB migrated dump costs seconds of CPU, so each worker keeps the
 * PGlite instances it loaded and hands one out again, emptied, to the next file: every table
 * truncated (every table is empty after the migrations, `test-database.test.ts` pins it),
 * its sequences restarted, settings and advisory locks reset. An instance whose schema a test
 * changed (a trigger of its own, a dropped index) is thrown away instead of reused: its
 * catalogue's fingerprint no longer matches the migrated one's.
 */
export async function openTestDatabase(): Promise<Database> {
  const target = inject("testDatabase");
  if (target.kind === "pglite") return takePglite(target.dumpFile);
  const name = `acolher_t_${randomBytes(6).toString("hex")}`;
  const admin = openPostgres(target.url, 1);
  await admin.pool.query(`CREATE DATABASE ${name} TEMPLATE ${target.template}`);
  await admin.close();
  // Teardown drops the database WITH (FORCE), which may kill a client still closing: expected.
  const direct = withDatabase(target.url, name);
  const database = target.poolerUrl
    ? openPostgres(withDatabase(target.poolerUrl, name), 4, () => {}, {
        mode: "transaction",
        listenUrl: direct,
      })
    : openPostgres(direct, 4, () => {});
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = openPostgres(target.url, 1);
      await cleanup.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.close();
    },
  };
}

type Pglite = Awaited<ReturnType<typeof openPglite>>;

/** This worker's loaded instances not in use by a file now. */
const idle: Pglite[] = [];
let dump: { file: string; bytes: Buffer } | undefined;
/** The migrated schema's fingerprint and the statement that empties it, read once per worker. */
let migrated: { fingerprint: string; emptyAll: string } | undefined;

/**
 * Everything a test could change in the schema: objects created or dropped change a count or
 * the highest OID, a function replaced in place changes its source.
 */
const FINGERPRINT = `
  SELECT concat_ws('/',
    (SELECT count(*) || ':' || max(oid::text::bigint) FROM pg_class),
    (SELECT count(*) || ':' || max(oid::text::bigint) FROM pg_proc),
    (SELECT count(*) || ':' || md5(string_agg(prosrc, '' ORDER BY oid)) FROM pg_proc
      WHERE pronamespace = 'public'::regnamespace),
    (SELECT count(*) || ':' || max(oid::text::bigint) FROM pg_trigger),
    (SELECT count(*) || ':' || max(oid::text::bigint) FROM pg_constraint),
    (SELECT count(*) || ':' || max(oid::text::bigint) FROM pg_type),
    (SELECT count(*) FROM pg_attribute WHERE NOT attisdropped),
    (SELECT count(*) FROM pg_extension),
    (SELECT count(*) FROM pg_namespace)) AS fingerprint`;

async function fingerprintOf(instance: Pglite): Promise<string> {
  const result = await instance.client.query<{ fingerprint: string }>(FINGERPRINT);
  return result.rows[0]!.fingerprint;
}

async function loadPglite(dumpFile: string): Promise<Pglite> {
  if (dump?.file !== dumpFile) dump = { file: dumpFile, bytes: readFileSync(dumpFile) };
  const instance = await openPglite({ loadDataDir: new Blob([new Uint8Array(dump.bytes)]) });
  migrated ??= { fingerprint: await fingerprintOf(instance), emptyAll: await emptyAllOf(instance) };
  return instance;
}

/**
 * Every public table truncated at once, sequences restarted. Replica role: the append-only
 * audit trail's TRUNCATE trigger and the counters' triggers do not fire; nothing is left for
 * them to keep.
 */
async function emptyAllOf(instance: Pglite): Promise<string> {
  const tables = await instance.client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
     WHERE schemaname = 'public'`,
  );
  return `
    ROLLBACK;
    SET session_replication_role = replica;
    TRUNCATE ${tables.rows.map((row) => row.name).join(", ")} RESTART IDENTITY CASCADE;
    RESET ALL;
    SELECT pg_advisory_unlock_all();`;
}

/** Empties a used instance, or says it can't be reused (schema changed, or it broke). */
async function emptied(instance: Pglite): Promise<boolean> {
  try {
    if (instance.client.closed) return false;
    if (!migrated || (await fingerprintOf(instance)) !== migrated.fingerprint) return false;
    await instance.client.exec(migrated.emptyAll);
    return true;
  } catch {
    return false;
  }
}

async function takePglite(dumpFile: string): Promise<Database> {
  let instance: Pglite | undefined;
  while (!instance) {
    const candidate = idle.pop();
    if (!candidate) instance = await loadPglite(dumpFile);
    else if (await emptied(candidate)) instance = candidate;
    else await candidate.close().catch(() => {});
  }
  const taken = instance;
  let returned = false;
  // A new `db` each file, as a new database would be: what the server keeps per database
  // (the landing page's numbers, prepared queries) starts afresh, never from the last file.
  return {
    ...wrapPglite(taken.client),
    close: async () => {
      if (returned) return;
      returned = true;
      idle.push(taken);
    },
  };
}
