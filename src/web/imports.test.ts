import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  addEdge,
  cycles,
  describeImport,
  importsOf,
  SRC,
  sourceFiles,
} from "../../test/import-graph";

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

const WEB = path.join(SRC, "web");

/** ["features", "agenda", "api", ...] for a path inside src/web. */
const webParts = (file: string) => path.relative(WEB, file).split(path.sep);
const featureOf = (file: string) => {
  const [top, feature] = webParts(file);
  return top === "features" ? feature : undefined;
};
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
    if (from && to && from !== to) addEdge(edges, from, to);
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
