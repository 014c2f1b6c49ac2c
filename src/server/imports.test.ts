import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  addEdge,
  cycles,
  describeImport,
  type Import,
  importsIn,
  importsOf,
  SRC,
  sourceFiles,
} from "../../test/import-graph";

/**
 * The server's import rules (docs/architecture.md, "Server areas"), checked on every production
 * file's resolved imports. Each part of src/server is a layer; a layer imports only the layers
 * below it, and a feature imports another feature only along FEATURE_DEPENDENCIES (one way,
 * never in a cycle). Nothing in production imports the test tree or the web app.
 */
const SERVER = path.join(SRC, "server");

/** What each layer may import (besides src/domain, which everyone may). */
const LAYERS: Record<string, readonly string[]> = {
  config: [],
  db: ["config"],
  http: ["db", "config"],
  auth: ["http", "db", "config"],
  shared: ["auth", "http", "db", "config"],
  notifications: ["shared", "auth", "http", "db", "config"],
  demo: ["notifications", "auth", "shared", "http", "db", "config"],
  feature: ["demo", "notifications", "shared", "auth", "http", "db", "config"],
  jobs: ["feature", "notifications", "shared", "auth", "http", "db", "config"],
  app: ["jobs", "feature", "demo", "notifications", "shared", "auth", "http", "db", "config"],
};

/** Which features a feature may use (their exported functions): one way, no loop. */
const FEATURE_DEPENDENCIES: Record<string, readonly string[]> = {
  admin: ["appointments", "professionals"],
  agenda: ["appointments", "professionals"],
  appointments: ["professionals"],
  auth: [],
  confirmations: [],
  // Issue 34, item 2 (decision 0404): a content's image goes through the profile photo's checks.
  contents: ["profile"],
  geo: [],
  notifications: [],
  // Issue 18's public pages (decision 0351): profiles, listings and the sitemap.
  pages: ["contents", "geo", "professionals", "reviews"],
  professionals: ["geo"],
  profile: ["appointments", "geo", "support"],
  reviews: ["professionals"],
  // Issue 31 item 6 (decision 0390): the data export and the deletion read and erase tickets.
  support: [],
};

interface Place {
  layer: keyof typeof LAYERS | "test" | "domain" | "web" | "outside";
  feature?: string;
}

/** Where a file of ours sits: its layer and, for a feature, which one. */
function placeOf(file: string): Place {
  const rel = path.relative(SRC, file).split(path.sep);
  if (rel[0] === "domain") return { layer: "domain" };
  if (rel[0] === "web") return { layer: "web" };
  if (rel[0] !== "server") return { layer: "outside" };
  const [top, second] = rel.slice(1);
  const name = (top ?? "").replace(/\.ts$/, "");
  if (top === "features") {
    // features/index.ts lists every area's routes for the app: it belongs to the app.
    return second === "index.ts" ? { layer: "app" } : { layer: "feature", feature: second };
  }
  if (["env", "secret"].includes(name)) return { layer: "config" };
  if (name === "errors") return { layer: "http" };
  if (["db", "http", "auth", "shared", "notifications", "demo", "jobs", "test"].includes(name)) {
    return { layer: name as Place["layer"] };
  }
  return { layer: "app" }; // app.ts, main.ts, workers.ts, dev-server.ts
}

/** The rules above, broken: one line per offending import, and the feature graph's cycles. */
function serverImportProblems(imports: Import[]) {
  const forbidden: string[] = [];
  const edges = new Map<string, Set<string>>();
  for (const i of imports) {
    const [from, to] = [placeOf(i.from), placeOf(i.to)];
    if (from.layer === "test" || to.layer === "domain") continue;
    if (from.feature && to.feature && from.feature !== to.feature) {
      addEdge(edges, from.feature, to.feature);
      if (!FEATURE_DEPENDENCIES[from.feature]?.includes(to.feature))
        forbidden.push(describeImport(i));
      continue;
    }
    if (from.layer === to.layer) continue;
    const allowed = LAYERS[from.layer] ?? [];
    if (!allowed.includes(to.layer)) forbidden.push(describeImport(i));
  }
  return { forbidden, featureCycles: cycles(edges) };
}

describe("server import rules", () => {
  const problems = serverImportProblems(sourceFiles(SERVER).flatMap(importsOf));

  it("imports only downwards: config < db < http < auth < shared < demo < features < jobs < app, and never the test tree or the web", () => {
    expect(problems.forbidden).toEqual([]);
  });

  it("lets a feature use another only along FEATURE_DEPENDENCIES, with no cycle", () => {
    expect(problems.featureCycles).toEqual([]);
  });

  it("imports by alias: no server file climbs ../../", () => {
    const climbing = sourceFiles(SERVER)
      .flatMap(importsOf)
      .filter((i) => i.spec.startsWith("../../"));
    expect(climbing.map(describeImport)).toEqual([]);
  });

  it("catches a planted violation of each kind", () => {
    const at = (rel: string) => path.join(SERVER, rel);
    const planted = [
      // a loop between two features (the agenda <-> appointments one this replaced)
      ...importsIn(at("features/appointments/x.ts"), 'import "@server/features/agenda/y";'),
      ...importsIn(at("features/agenda/y.ts"), 'import "@server/features/appointments/x";'),
      // a lower layer reaching up
      ...importsIn(at("db/z.ts"), 'import { f } from "@server/features/profile/f";'),
      // production importing the test tree, relative path included
      ...importsIn(at("features/geo/w.ts"), 'import { makeClient } from "../../test/factories";'),
    ];
    const found = serverImportProblems(planted);
    expect(found.featureCycles).toEqual([
      "appointments -> agenda -> appointments",
      "agenda -> appointments -> agenda",
    ]);
    expect(found.forbidden).toEqual([
      'src/server/features/appointments/x.ts imports "@server/features/agenda/y"',
      'src/server/db/z.ts imports "@server/features/profile/f"',
      'src/server/features/geo/w.ts imports "../../test/factories"',
    ]);
  });
});
