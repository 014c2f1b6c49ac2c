import { linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "acolher.lock";

/** Shown when another process already has the embedded database open (decision 0146). */
export function lockedMessage(dataDir: string, pid: number): string {
  return [
    `O banco de dados embutido em ${dataDir} já está em uso pelo processo ${pid}.`,
    "Pare o servidor antes de usar este comando, ou use PostgreSQL (DATABASE_URL) para vários processos.",
    `The embedded database in ${dataDir} is already in use by process ${pid}.`,
    "Stop the server before running this command, or use PostgreSQL (DATABASE_URL) for several processes.",
  ].join("\n");
}

export class DataDirLockedError extends Error {}

/** How long to wait for another process that is removing the same stale lock (microseconds in practice). */
const REAPER_WAIT_MS = 10_000;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return errorCode(error) === "EPERM";
  }
}

const pidIn = (content: string) => {
  const pid = Number(content.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
};

/** A lock's content holds a live process's pid; anything else (a dead pid, empty, garbage) is stale. */
const isLive = (content: string) => {
  const pid = pidIn(content);
  return pid !== null && isAlive(pid);
};

/** The file's content, or null once it is gone. */
function contentOf(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return null;
    throw error;
  }
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw error;
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes `file` for this process, or returns the content (pid) of the live process holding it.
 * The file is created by hard-linking `mine` (already holding our pid): the creation is
 * exclusive and atomic, so nobody ever reads an empty or half-written lock. A stale file (its
 * process is gone) is removed only by whoever holds its reaper, `<file>.reap-<its content>`,
 * taken the same way: two processes finding one stale lock can't each remove it and then the
 * other's fresh one (decision 0180). A reaper left by a process killed mid-takeover is itself
 * stale and reaped in turn.
 */
function take(file: string, mine: string, deadline: number): string | null {
  for (;;) {
    try {
      linkSync(mine, file);
      return null;
    } catch (error) {
      if (errorCode(error) !== "EEXIST") throw error;
    }
    const owner = contentOf(file);
    if (owner === null) continue; // released in between: try again
    if (isLive(owner)) return owner;
    const reaper = `${file}.reap-${
      owner
        .trim()
        .replace(/[^0-9A-Za-z]/g, "_")
        .slice(0, 20) || "empty"
    }`;
    const reaping = take(reaper, mine, deadline);
    if (reaping !== null) {
      // Another live process is removing this same stale lock: it finishes in a moment.
      if (Date.now() > deadline) return reaping;
      sleepSync(2);
      continue;
    }
    try {
      // Holding the reaper, nobody else may remove this stale file: check it is still the
      // one we saw (not a fresh lock since), then remove it and race again for a fresh one.
      const now = contentOf(file);
      if (now === owner && !isLive(now)) removeQuietly(file);
    } finally {
      removeQuietly(reaper);
    }
  }
}

/**
 * PGlite is one process's database: a second process writing the same folder loses data
 * silently. Takes the folder with a lock file holding our pid; a lock whose process is gone is
 * taken over. Returns the release function, also run when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const mine = `${file}.${process.pid}.tmp`;
  removeQuietly(mine); // left by a killed process that had our pid
  writeFileSync(mine, String(process.pid), { flag: "wx" });
  let holder: string | null;
  try {
    holder = take(file, mine, Date.now() + REAPER_WAIT_MS);
  } finally {
    removeQuietly(mine);
  }
  if (holder !== null) throw new DataDirLockedError(lockedMessage(dataDir, pidIn(holder) ?? 0));
  const release = () => {
    process.off("exit", release);
    if (contentOf(file) === String(process.pid)) removeQuietly(file);
  };
  process.on("exit", release);
  return release;
}
