import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// semver comes with npm's own dependency tree (no types of its own here): the two calls we need.
const semver = createRequire(import.meta.url)("semver") as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

const root = path.resolve(import.meta.dirname, "..");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

describe("Node versions (decision 0183)", () => {
  const promised: string = readJson("package.json").engines.node;
  const lock = readJson("package-lock.json") as { packages: Record<string, LockedPackage> };
  // The first release of each line package.json promises (20, 22 and 24 LTS).
  const versions = ["20.19.0", "22.13.0", "24.0.0"];

  it("every locked package accepts every Node version package.json promises (npm ci prints no EBADENGINE)", () => {
    const refused = Object.entries(lock.packages).flatMap(([where, pkg]) => {
      const range = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
      // Optional packages are other platforms' binaries (win32, wasm32): npm ci skips them here.
      if (!where || !range || pkg.optional) return [];
      return versions
        .filter((v) => !semver.satisfies(v, range))
        .map(
          (v) =>
            `${where.replace(/^.*node_modules\//, "")}@${pkg.version} needs node ${range}, not ${v}`,
        );
    });
    expect(refused).toEqual([]);
  });

  it("promises exactly the lines it checks, and the README says the same", () => {
    expect(promised).toBe("^20.19.0 || ^22.13.0 || >=24");
    for (const v of versions) expect(semver.satisfies(v, promised)).toBe(true);
    expect(semver.minVersion(promised)!.version).toBe("20.19.0");
    expect(readFileSync(path.join(root, "README.md"), "utf8")).toContain("20.19+, 22.13+ or 24+");
  });
});
