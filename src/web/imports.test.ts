import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The web app's import rules (docs/architecture.md, Web), checked on every file's resolved
 * imports, relative ones included:
 * - nothing in src/web imports src/server;
 * - a feature's api/, components/ and lib/ import no other feature: only its pages/ (and
 *   src/web/app) compose features;
 * - components/ and lib/ are shared by everyone and import no feature and not the app;
 * - features never depend on each other in a cycle, pages included.
 * Tests may compose what they need and are left out.
 */

const WEB = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.dirname(WEB);
const ALIASES: Record<string, string> = {
  "@web/": WEB,
  "@server/": path.join(SRC, "server/"),
  "@domain/": path.join(SRC, "domain/"),
};

interface Import {
  from: string;
  to: string;
  spec: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Static, re-exported, side-effect and dynamic imports; package imports are left out. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, "utf8");
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

/** ["features", "agenda", "api", ...] for a path inside src/web. */
const webParts = (file: string) => path.relative(WEB, file).split(path.sep);
const featureOf = (file: string) => {
  const [top, feature] = webParts(file);
  return top === "features" ? feature : undefined;
};
const describeImport = (i: Import) =>
  `${path.relative(path.dirname(SRC), i.from)} imports "${i.spec}"`;

/** The feature dependency graph's cycles, each as "a -> b -> a". */
function cycles(edges: Map<string, Set<string>>): string[] {
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

/** What breaks the rules above, by rule. */
function importProblems(files: string[]) {
  const imports = files.flatMap(importsOf);
  const serverImports = imports.filter(
    (i) => !path.relative(path.join(SRC, "server"), i.to).startsWith(".."),
  );
  const crossFeature = imports.filter((i) => {
    const [top, , layer] = webParts(i.from);
    const target = featureOf(i.to);
    return top === "features" && layer !== "pages" && target && target !== featureOf(i.from);
  });
  const sharedReachingUp = imports.filter((i) => {
    const [top] = webParts(i.from);
    const [targetTop] = webParts(i.to);
    return (
      (top === "components" || top === "lib") && (targetTop === "features" || targetTop === "app")
    );
  });
  const edges = new Map<string, Set<string>>();
  for (const i of imports) {
    const [from, to] = [featureOf(i.from), featureOf(i.to)];
    if (from && to && from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
  return {
    serverImports: serverImports.map(describeImport),
    crossFeature: crossFeature.map(describeImport),
    sharedReachingUp: sharedReachingUp.map(describeImport),
    featureCycles: cycles(edges),
  };
}

describe("web import rules", () => {
  const problems = importProblems(sourceFiles(WEB));

  it("never imports the server", () => {
    expect(problems.serverImports).toEqual([]);
  });

  it("composes features only in pages/ and src/web/app", () => {
    expect(problems.crossFeature).toEqual([]);
  });

  it("keeps components/ and lib/ free of features and of the app", () => {
    expect(problems.sharedReachingUp).toEqual([]);
  });

  it("has no cycle between features", () => {
    expect(problems.featureCycles).toEqual([]);
  });
});
