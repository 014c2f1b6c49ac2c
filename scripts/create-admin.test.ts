import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openPglite } from "../src/server/db/client";
import { signIn } from "../src/server/features/auth/sign-in";
import { tempDirForFile } from "../src/server/test/temp-dir";

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "create-admin.ts");

function createAdmin(dataDir: string, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
}

describe("npm run create-admin", () => {
  const dataDir = tempDirForFile("admin");
  it("creates an admin who can sign in, and refuses a duplicate or a short password", async () => {
    const { stdout } = await createAdmin(
      dataDir,
      "--email",
      "chefe@acolher.test",
      "--password",
      "senha-do-chefe",
    );
    expect(stdout).toContain("Admin chefe@acolher.test created.");

    await expect(
      createAdmin(dataDir, "--email", "chefe@acolher.test", "--password", "senha-do-chefe"),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("already exists"),
    });
    await expect(
      createAdmin(dataDir, "--email", "outro@acolher.test", "--password", "curta"),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("at least 8 characters"),
    });
    await expect(
      createAdmin(dataDir, "--email", "outro@acolher.test", "--password", "password123"),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("common password"),
    });

    const database = await openPglite({ dataDir: path.join(dataDir, "pglite") });
    try {
      const user = await signIn(
        database.db,
        { email: "CHEFE@acolher.test", password: "senha-do-chefe" },
        "127.0.0.1",
        new Date(),
      );
      expect(user.role).toBe("admin");
    } finally {
      await database.close();
    }
  }, 90_000);
});
