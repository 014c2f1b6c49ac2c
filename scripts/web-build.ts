/** The web build, shared by npm start and the browser tests: rebuilt only when stale. */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** dist/web is missing or older than the web sources, the domain, the Vite config or the lock. */
export function isWebBuildStale(root: string): boolean {
  const builtIndex = path.join(root, "dist/web/index.html");
  if (!existsSync(builtIndex) || !existsSync(path.join(root, SSR_ENTRY))) return true;
  const sources = Math.max(
    newestMtime(path.join(root, "src/web")),
    newestMtime(path.join(root, "src/domain")),
    statSync(path.join(root, "vite.config.ts")).mtimeMs,
    statSync(path.join(root, "package-lock.json")).mtimeMs,
  );
  return sources > statSync(builtIndex).mtimeMs;
}

/**
 * Builds in a child process, so the caller keeps its NODE_ENV; the child gets "production"
 * explicitly, since Vite honours an inherited NODE_ENV (Vitest's "test" gives React's dev build).
 */
export function buildWebApp(root: string): void {
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  // The browser's app, then the public pages' server entry (decision 0351): `npm run build`.
  for (const extra of [[], ["--ssr", "entry-server.tsx"]]) {
    const result = spawnSync(process.execPath, [vite, "build", ...extra, "--logLevel", "warn"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  }
}

/** The built server entry of the public pages, under the repository root. */
export const SSR_ENTRY = "dist/ssr/entry-server.js";
