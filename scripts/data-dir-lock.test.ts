import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "../src/server/db/data-dir-lock";
import { copyMigratedPglite } from "../src/server/test/migrated-cache";
import { tempDirForFile } from "../src/server/test/temp-dir";

const run = promisify(execFile);
const createAdminScript = path.resolve(import.meta.dirname, "create-admin.ts");
const openConfigured = path.resolve(import.meta.dirname, "../src/server/db/open-configured.ts");
const envFor = (dataDir: string) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" });

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

/** A second process holding the embedded database open, as a running server does. */
function holdDatabase(dataDir: string): Promise<ChildProcess> {
  const code = `
    import { openConfiguredDatabase } from ${JSON.stringify(openConfigured)};
    await openConfiguredDatabase({ DATA_DIR: ${JSON.stringify(dataDir)} });
    console.log("aberto");
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    env: envFor(dataDir),
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk) => String(chunk).includes("aberto") && resolve(child));
    child.on("exit", (status) => reject(new Error(`holder exited with ${status}`)));
  });
}

const createAdmin = (dataDir: string, email: string) =>
  run(
    process.execPath,
    ["--import", "tsx", createAdminScript, "--email", email, "--password", "chefe do acolher"],
    { env: envFor(dataDir) },
  );

describe("one process per embedded data folder (decision 0146)", () => {
  const dataDir = tempDirForFile("lock");

  it("stops create-admin at once while a server holds the folder, and lets it run once that process is gone", async () => {
    // A migrated database already there, as after a first start (0371): the lock is the subject.
    await copyMigratedPglite(path.join(dataDir, "pglite"));
    const holder = await holdDatabase(dataDir);
    const refused = await createAdmin(dataDir, "chefe@acolher.test").catch((error) => error);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`já está em uso pelo processo ${holder.pid}`);
    expect(refused.stderr).toContain("Pare o servidor");
    expect(refused.stderr).toContain("Stop the server");
    expect(refused.stderr).toContain("PostgreSQL (DATABASE_URL)");

    // SIGKILL leaves the lock file behind: its owner is dead, so it is taken over.
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const { stdout } = await createAdmin(dataDir, "chefe@acolher.test");
    expect(stdout).toContain("Admin chefe@acolher.test created.");
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);
});

describe("lockDataDir", () => {
  const dataDir = tempDirForFile("lock-unit");

  it("refuses a folder whose lock belongs to a live process, takes over a dead one's", async () => {
    writeFileSync(path.join(dataDir, LOCK_FILE), "1"); // pid 1 is always alive
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);

    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.once("exit", resolve));
    writeFileSync(path.join(dataDir, LOCK_FILE), String(gone.pid));
    const release = lockDataDir(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
