import { readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every package our code imports is declared in package.json (decision 0371). knip finds unused
 * files and dependencies, but lets a package through when a declared one lists it as a peer
 * (esbuild, a peer of vite): such a package is there only while that other one pulls it in.
 */
const ROOT = path.join(import.meta.dirname, "..");
const FOLDERS = ["src", "scripts", "e2e", "test"];
const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
const declared = new Set([
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.devDependencies ?? {}),
]);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : codeFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** The package a bare specifier names ("@scope/name/sub" → "@scope/name"), or null. */
function packageOf(spec: string): string | null {
  if (spec.startsWith(".") || spec.startsWith("/") || spec.startsWith("@/")) return null;
  if (/^@(web|server|domain)\//.test(spec) || spec.startsWith("node:")) return null;
  if (spec.startsWith("virtual:") || spec.includes("?")) return null;
  const parts = spec.split("/");
  const name = spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

/**
 * Bare imports in a file's text: static, re-exported, side-effect and dynamic, read by
 * TypeScript's own pre-processor (text inside strings and comments is not an import).
 */
function importedPackages(text: string): string[] {
  const specs = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  return specs.flatMap((spec) => packageOf(spec) ?? []);
}

describe("declared dependencies", () => {
  it("reads package names from specifiers", () => {
    expect(
      importedPackages(`import { a } from "esbuild";\nimport x from "@scope/pkg/sub";`),
    ).toEqual(["esbuild", "@scope/pkg"]);
    expect(
      importedPackages(`import "node:fs"; import("./x"); import y from "@server/db";`),
    ).toEqual([]);
  });

  it("every imported package is in package.json", () => {
    const rootFiles = readdirSync(ROOT).filter((f) => f.endsWith(".ts"));
    const files = [
      ...FOLDERS.flatMap((f) => codeFiles(path.join(ROOT, f))),
      ...rootFiles.map((f) => path.join(ROOT, f)),
    ];
    const undeclared = files.flatMap((file) =>
      importedPackages(readFileSync(file, "utf8"))
        .filter((name) => !declared.has(name))
        .map((name) => `${path.relative(ROOT, file)} imports "${name}"`),
    );
    expect(undeclared).toEqual([]);
  });
});
