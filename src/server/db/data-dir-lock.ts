import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite is one process's database: a second process writing the same folder loses data
 * silently. Takes the folder with a lock file holding our pid (created exclusively, so two
 * starting processes can't both win); a lock whose process is gone is taken over. Returns the
 * release function, also run when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = ownerOf(file);
      // Two processes taking over one stale lock: the second finds the first's fresh one.
      if (attempt > 0 || (owner !== null && isAlive(owner))) {
        throw new DataDirLockedError(lockedMessage(dataDir, owner ?? 0));
      }
      unlinkSync(file); // stale: its process died without cleaning up (SIGKILL, power loss)
    }
  }
  const release = () => {
    process.off("exit", release);
    if (ownerOf(file) === process.pid) unlinkSync(file);
  };
  process.on("exit", release);
  return release;
}
