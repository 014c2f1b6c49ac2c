/**
 * What the tests start from instead of creating and migrating an embedded database each time
 * (decision 0371): a migrated PGlite dump that in-process tests load, and a migrated data folder
 * that the servers and scripts the tests spawn start on. Both are made once per change of the
 * migrations (or of PGlite) and kept in node_modules/.cache, not in the system's temporary
 * folder. Creating a PGlite data folder and migrating it takes about 7 s of CPU; copying the
 * cached one takes a few milliseconds.
 */
import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { MIGRATIONS_FOLDER, openPglite } from "@server/db/client";

const CACHE = path.join(MIGRATIONS_FOLDER, "../node_modules/.cache/acolher-test-db");

/** The migrations and the PGlite build they ran on: a change to either migrates again. */
function migrationsKey(): string {
  const hash = createHash("sha256");
  const pglite = path.join(MIGRATIONS_FOLDER, "../node_modules/@electric-sql/pglite/package.json");
  hash.update(readFileSync(pglite));
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    if (name.endsWith(".sql") || name.endsWith(".json"))
      hash.update(name).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Removes the cached entries made for other migrations. */
function forgetOthers(keep: string[]) {
  for (const old of readdirSync(CACHE)) {
    if (old.startsWith("migrated-") && !keep.includes(old))
      rmSync(path.join(CACHE, old), { recursive: true, force: true });
  }
}

/**
 * Puts a finished entry in place atomically: made under a private name, then renamed. When two
 * processes race, the first rename wins and the other's copy is dropped.
 */
async function cached(name: string, make: (partial: string) => Promise<void>): Promise<string> {
  const final = path.join(CACHE, name);
  if (existsSync(final)) return final;
  mkdirSync(CACHE, { recursive: true });
  const partial = path.join(CACHE, `partial-${process.pid}-${randomBytes(4).toString("hex")}`);
  try {
    await make(partial);
    try {
      renameSync(partial, final);
    } catch (error) {
      if (!existsSync(final)) throw error;
    }
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return final;
}

/**
 * The migrated, empty PGlite data directory as a dump file that test files load into memory
 * (src/server/test/db.ts).
 */
export async function migratedDump(): Promise<string> {
  const key = migrationsKey();
  const file = await cached(`migrated-${key}.tar`, async (partial) => {
    // Dumped from a copy of the migrated folder: migrating once serves both.
    const copy = `${partial}.folder`;
    try {
      cpSync(await migratedFolder(), copy, { recursive: true });
      const database = await openPglite({ dataDir: copy });
      const dump = await database.client.dumpDataDir("none");
      await database.close();
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
  forgetOthers([`migrated-${key}.tar`, `migrated-${key}.folder`]);
  return file;
}

/** The migrated, empty PGlite data folder the copies below are made from. */
export async function migratedFolder(): Promise<string> {
  const key = migrationsKey();
  return cached(`migrated-${key}.folder`, async (partial) => {
    const database = await openPglite({ dataDir: partial });
    await database.migrate();
    await database.close();
  });
}

/**
 * Fills `pgliteDir` (a data folder's `pglite`, which must not exist yet) with a migrated, empty
 * embedded database, as a first `npm start` would leave it.
 */
export async function copyMigratedPglite(pgliteDir: string): Promise<void> {
  if (existsSync(pgliteDir)) throw new Error(`${pgliteDir} already exists`);
  cpSync(await migratedFolder(), pgliteDir, { recursive: true });
}
