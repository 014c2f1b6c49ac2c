import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, onTestFinished } from "vitest";

/**
 * A fresh folder under the system temp dir (`$TMPDIR/acolher-<name>-XXXXXX`), removed when the
 * test ends (asked for inside a test) or when the file ends (asked for at its top or in a
 * describe), so runs leave nothing behind: `npm test` fails on any leftover (decision 0371).
 */
export function tempDirForFile(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `acolher-${name}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    onTestFinished(remove);
  } catch {
    afterAll(remove);
  }
  return dir;
}
