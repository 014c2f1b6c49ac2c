import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { copyMigratedPglite } from "@server/test/migrated-cache";
import { tempDirForFile } from "@server/test/temp-dir";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite } from "./client";
import { users } from "./schema";

const child = fileURLToPath(new URL("../test/write-then-wait.ts", import.meta.url));

describe("embedded database on disk", () => {
  it("keeps a committed write after the server process is killed abruptly", async () => {
    // A migrated folder to start from (0371): what is tested is the write and the kill.
    const dataDir = path.join(tempDirForFile("durable"), "pglite");
    await copyMigratedPglite(dataDir);
    const email = "duravel@teste.acolher";
    const proc = spawn(process.execPath, ["--import", "tsx", child, dataDir, email], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      proc.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("written")) resolve();
      });
      proc.on("exit", (code) => reject(new Error(`child exited early with ${code}`)));
    });
    proc.kill("SIGKILL");
    await new Promise((resolve) => proc.once("exit", resolve));

    const reopened = await openPglite({ dataDir });
    try {
      const rows = await reopened.db.select().from(users).where(eq(users.email, email));
      expect(rows.map((r) => r.firstName)).toEqual(["Durável"]);
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
