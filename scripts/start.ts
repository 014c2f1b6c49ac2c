/**
 * npm start: builds the web app when dist/web is older than its sources, then serves the API
 * and the web app on one port.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const builtIndex = path.join(root, "dist/web/index.html");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const sources = Math.max(
    newestMtime(path.join(root, "src/web")),
    newestMtime(path.join(root, "src/domain")),
    statSync(path.join(root, "vite.config.ts")).mtimeMs,
    statSync(path.join(root, "package-lock.json")).mtimeMs,
  );
  return sources > statSync(builtIndex).mtimeMs;
}

if (isStale()) {
  console.log("Construindo a aplicação web (dist/web)...");
  // A child process: Vite sets NODE_ENV=production in its own process, not in the server's.
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { main } = await import("../src/server/main");
await main();
