import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/**
 * A fresh folder under the system temp dir (`/tmp/acolher-<name>-XXXXXX`), removed when the
 * test file ends, so runs leave nothing behind.
 */
export function tempDirForFile(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `acolher-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
