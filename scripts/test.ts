/**
 * `npm test`: Vitest (all four projects, or the arguments given: `npm test -- --project api`),
 * with the system's temporary folder pointed at a folder of this run's own. A test that leaves
 * files there, or a database on the PostgreSQL server TEST_DATABASE_URL names, fails the run,
 * naming them (decision 0371): every test cleans up after itself.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * Not a test's: what Chromium keeps in TMPDIR while it runs, and the profile of the journeys'
 * shared browser (e2e/fixtures/journey.ts), which Playwright removes when it closes the browser
 * but not always when the worker process is stopped at the end of the run, and the PulseAudio
 * client's runtime folder (`pulse-<random>`) Chromium's audio makes when XDG_RUNTIME_DIR is unset
 * (the online session's fake microphone). All go with this run's folder.
 */
const NOT_OURS =
  /^\.org\.chromium\.Chromium\.|^\.com\.google\.Chrome\.|^playwright_chromiumdev_profile-|^playwright-artifacts-|^pulse-[A-Za-z0-9]+$/;

/**
 * tsx's compile cache (`$TMPDIR/tsx-<uid>`), which the servers the tests spawn use: linked to the
 * system's own, so a spawned server starts from a warm cache as it does outside the tests.
 */
const TSX_CACHE = `tsx-${process.geteuid?.() ?? os.userInfo().username}`;

function leftovers(dir: string): string[] {
  return readdirSync(dir).filter((name) => name !== TSX_CACHE && !NOT_OURS.test(name));
}

/**
 * The databases on the PostgreSQL server TEST_DATABASE_URL names, when it is set: a run must drop
 * every database it creates (file copies of the template, scratch databases of the crash and
 * health tests), as it must remove its files.
 */
async function databases(): Promise<Set<string> | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database");
    return new Set(rows.map((row) => row.datname));
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const databasesBefore = await databases();
  const tmp = mkdtempSync(path.join(os.tmpdir(), "acolher-test-run-"));
  const sharedCache = path.join(os.tmpdir(), TSX_CACHE);
  mkdirSync(sharedCache, { recursive: true });
  symlinkSync(sharedCache, path.join(tmp, TSX_CACHE));
  const vitest = path.join(import.meta.dirname, "../node_modules/vitest/vitest.mjs");
  const run = spawnSync(process.execPath, [vitest, "run", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, TMPDIR: tmp, TEMP: tmp, TMP: tmp },
  });
  const left = leftovers(tmp);
  rmSync(tmp, { recursive: true, force: true });
  if (left.length > 0) {
    console.error(
      `\nnpm test: the tests left ${left.length} file(s) in the temporary folder; each test must remove what it creates:\n` +
        left.map((name) => `  ${name}`).join("\n"),
    );
    return 1;
  }
  if (databasesBefore) {
    const after = (await databases()) ?? new Set<string>();
    const created = [...after].filter((name) => !databasesBefore.has(name));
    if (created.length > 0) {
      console.error(
        `\nnpm test: the tests left ${created.length} database(s) on ${new URL(process.env.TEST_DATABASE_URL!).host}; each test must drop what it creates (another run on the same server at the same time would show here too):\n` +
          created.map((name) => `  ${name}`).join("\n"),
      );
      return 1;
    }
  }
  if (run.signal) return 1;
  return run.status ?? 1;
}

process.exit(await main());
