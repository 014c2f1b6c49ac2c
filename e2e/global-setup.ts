/**
 * Browser journeys: build the web app when dist/web is older than its sources (the rule of
 * scripts/start.ts), then migrate the test database exactly as the API tests do, so every
 * spec file can open a fresh database of its own with openTestDatabase().
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import setupTestDatabase from "../src/server/test/global-setup";
import { browserMissingMessage, hasChromium, mustHaveBrowser } from "./fixtures/browser";
import { REPO_ROOT, WEB_DIR } from "./fixtures/paths";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function isWebBuildStale(): boolean {
  const builtIndex = path.join(WEB_DIR, "index.html");
  if (!existsSync(builtIndex)) return true;
  const sources = Math.max(
    newestMtime(path.join(REPO_ROOT, "src/web")),
    newestMtime(path.join(REPO_ROOT, "src/domain")),
    statSync(path.join(REPO_ROOT, "vite.config.ts")).mtimeMs,
    statSync(path.join(REPO_ROOT, "package-lock.json")).mtimeMs,
  );
  return sources > statSync(builtIndex).mtimeMs;
}

function buildWebApp(): void {
  // A child process, so this one keeps NODE_ENV; the child gets "production" explicitly, since
  // Vite honours an inherited NODE_ENV and Vitest's "test" would produce React's dev build.
  const vite = path.join(REPO_ROOT, "node_modules/vite/bin/vite.js");
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: REPO_ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`e2e: vite build failed (exit ${result.status})`);
}

export default async function setup(project: TestProject) {
  if (!hasChromium()) {
    if (mustHaveBrowser()) throw new Error(browserMissingMessage());
    console.warn(`\n[e2e] ${browserMissingMessage()} The browser journeys are SKIPPED.\n`);
    return;
  }
  if (isWebBuildStale()) {
    console.log("[e2e] Construindo a aplicação web (dist/web)...");
    buildWebApp();
  }
  // The journeys serve a private copy: a rebuild of dist/web during the run (npm start in
  // another terminal) would otherwise delete the assets the pages are loading.
  const webDir = mkdtempSync(path.join(os.tmpdir(), "acolher-e2e-web-"));
  cpSync(WEB_DIR, webDir, { recursive: true });
  project.provide("e2eWebDir", webDir);
  await setupTestDatabase(project);
  return () => rmSync(webDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eWebDir: string;
  }
}
