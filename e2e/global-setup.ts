/**
 * Browser journeys: build the web app when dist/web is older than its sources (the rule
 * npm start uses, scripts/web-build.ts), then migrate the test database exactly as the API tests do, so every
 * spec file can open a fresh database of its own with openTestDatabase().
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { buildWebApp, isWebBuildStale } from "../scripts/web-build";
import setupTestDatabase from "../src/server/test/global-setup";
import { browserMissingMessage, hasChromium, mustHaveBrowser } from "./fixtures/browser";
import { REPO_ROOT, WEB_DIR } from "./fixtures/paths";

export default async function setup(project: TestProject) {
  if (!hasChromium()) {
    if (mustHaveBrowser()) throw new Error(browserMissingMessage());
    console.warn(`\n[e2e] ${browserMissingMessage()} The browser journeys are SKIPPED.\n`);
    return;
  }
  if (isWebBuildStale(REPO_ROOT)) {
    console.log("[e2e] Construindo a aplicação web (dist/web)...");
    buildWebApp(REPO_ROOT);
  }
  // The journeys serve a private copy: a rebuild of dist/web during the run (npm start in
  // another terminal) would otherwise delete the assets the pages are loading.
  const webDir = mkdtempSync(path.join(os.tmpdir(), "acolher-e2e-web-"));
  cpSync(WEB_DIR, webDir, { recursive: true });
  project.provide("e2eWebDir", webDir);
  // The public pages' server entry too (decision 0351), inside the repository so that its
  // imports (react, wouter...) resolve from node_modules.
  const cacheDir = path.join(REPO_ROOT, "node_modules/.cache");
  mkdirSync(cacheDir, { recursive: true });
  const ssrDir = mkdtempSync(path.join(cacheDir, "acolher-e2e-ssr-"));
  cpSync(path.join(REPO_ROOT, "dist/ssr"), ssrDir, { recursive: true });
  project.provide("e2eSsrEntry", path.join(ssrDir, "entry-server.js"));
  const dropTestDatabase = await setupTestDatabase(project);
  return async () => {
    rmSync(webDir, { recursive: true, force: true });
    rmSync(ssrDir, { recursive: true, force: true });
    await dropTestDatabase?.();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eWebDir: string;
    e2eSsrEntry: string;
  }
}
