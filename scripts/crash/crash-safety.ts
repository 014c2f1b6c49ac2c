/**
 * Crash safety (issue 10, suite 4): starts the server on the embedded database, signs people
 * up, SIGKILLs it at a random moment, restarts, again and again; then checks that every sign-up
 * answered 2xx is in the database. Prints kills, acknowledged writes and writes lost (must be
 * 0). `npm run test:crash` (KILLS, default 30); the fast form (3 kills) runs in npm test.
 * Sign-ups only: bookings need a verified professional's setup the script does not build yet.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { openPglite } from "../../src/server/db/client";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SERVER = "import('./src/server/main.ts').then((m) => m.main())";

export interface CrashReport {
  kills: number;
  acknowledged: number;
  lost: string[];
}

function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "-e", SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: String(port),
      NODE_ENV: "development",
      // Each sign-up comes from its own forwarded IP, so the per-IP sign-up limit never stops it.
      TRUST_PROXY: "on",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function untilReady(base: string, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/geocoding/cities`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
}

let counter = 0;
async function signUp(base: string, run: string): Promise<string | null> {
  counter++;
  const email = `queda-${run}-${counter}@exemplo.com.br`;
  try {
    const res = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
      },
      body: JSON.stringify({
        firstName: "Queda",
        lastName: "Teste",
        email,
        password: "paralelepipedo-azul-42",
        passwordConfirmation: "paralelepipedo-azul-42",
      }),
    });
    return res.status >= 200 && res.status < 300 ? email : null;
  } catch {
    return null; // the server died mid-request: not acknowledged
  }
}

export async function runCrashSafety(kills: number, port = 5600 + Math.floor(Math.random() * 300)) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "acolher-crash-"));
  const base = `http://127.0.0.1:${port}`;
  const run = Date.now().toString(36);
  const acknowledged: string[] = [];
  try {
    for (let kill = 0; kill < kills; kill++) {
      const server = startServer(dataDir, port);
      await untilReady(base, server);
      let killed = false;
      const writers = Array.from({ length: 4 }, async () => {
        while (!killed) {
          const email = await signUp(base, run);
          if (email) acknowledged.push(email);
        }
      });
      await new Promise((r) => setTimeout(r, 300 + Math.random() * 1500));
      server.kill("SIGKILL");
      await new Promise((r) => server.once("exit", r));
      killed = true;
      await Promise.all(writers);
    }
    const database = await openPglite({ dataDir: path.join(dataDir, "pglite") });
    try {
      const result = (await database.db.execute(
        sql`SELECT email FROM users WHERE email LIKE ${`queda-${run}-%`}`,
      )) as unknown as { rows: { email: string }[] };
      const stored = new Set(result.rows.map((r) => r.email));
      return {
        kills,
        acknowledged: acknowledged.length,
        lost: acknowledged.filter((e) => !stored.has(e)),
      };
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const report = await runCrashSafety(Number(process.env.KILLS ?? 30));
  console.log(
    `crash safety: ${report.kills} SIGKILLs, ${report.acknowledged} sign-ups answered 2xx, ${report.lost.length} lost`,
  );
  if (report.lost.length) {
    console.error(report.lost.join("\n"));
    process.exit(1);
  }
}
