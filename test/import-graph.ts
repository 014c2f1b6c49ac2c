import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type Import, importsIn, SRC } from "../src/server/shared/module-imports";

/**
 * What the import-rule tests of both sides read (src/web/imports.test.ts,
 * src/server/imports.test.ts): every file's imports of our own code, resolved to a path,
 * relative and aliased alike, and the cycles of a dependency graph.
 */
export { type Import, importsIn, SRC } from "../src/server/shared/module-imports";

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
