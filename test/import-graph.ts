import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * What the import-rule tests of both sides read (src/web/imports.test.ts,
 * src/server/imports.test.ts): every file's imports of our own code, resolved to a path,
 * relative and aliased alike, and the cycles of a dependency graph.
 */
export const SRC = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), "src");
const ALIASES: Record<string, string> = {
  "@web/": path.join(SRC, "web/"),
  "@server/": path.join(SRC, "server/"),
  "@domain/": path.join(SRC, "domain/"),
};

export interface Import {
  from: string;
  to: string;
  spec: string;
}

/** The production source files under `dir` (tests are left out: they compose what they need). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A file's static, re-exported, side-effect and dynamic imports of our own code. */
export function importsOf(file: string): Import[] {
  return importsIn(file, readFileSync(file, "utf8"));
}

/** The imports of `text` written in `file` (package imports are left out). */
export function importsIn(file: string, text: string): Import[] {
  const specs = [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map(
    (m) => m[1]!,
  );
  return specs.flatMap((spec) => {
    const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
    if (alias)
      return [{ from: file, spec, to: path.join(ALIASES[alias]!, spec.slice(alias.length)) }];
    if (spec.startsWith("."))
      return [{ from: file, spec, to: path.resolve(path.dirname(file), spec) }];
    return [];
  });
}

/** "src/server/x.ts imports "@server/y"" for a failure message. */
export const describeImport = (i: Import) =>
  `${path.relative(path.dirname(SRC), i.from)} imports "${i.spec}"`;

/** The graph's cycles, each as "a -> b -> a". */
export function cycles(edges: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const visit = (node: string, trail: string[]) => {
    if (trail.includes(node)) {
      found.push([...trail.slice(trail.indexOf(node)), node].join(" -> "));
      return;
    }
    for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
  };
  for (const node of edges.keys()) visit(node, []);
  return [...new Set(found)];
}

/** Adds the edge a -> b to the graph. */
export function addEdge(edges: Map<string, Set<string>>, a: string, b: string): void {
  edges.set(a, (edges.get(a) ?? new Set()).add(b));
}
