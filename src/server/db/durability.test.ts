import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { tempDirForFile } from "@server/test/temp-dir";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite } from "./client";
import { users } from "./schema";

const child = fileURLToPath(new URL("../test/write-then-wait.ts", import.meta.url));

describe("embedded database on disk", () => {
  const dataDir = tempDirForFile("durable");
  it("keeps a committed write after the server process is killed abruptly", async () => {
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
