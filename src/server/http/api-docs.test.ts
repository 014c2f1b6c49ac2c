import { readFileSync } from "node:fs";
import { setupTestApp } from "@server/test/app";
import { describe, expect, it } from "vitest";

// docs/api.md lists every route of the route table, and nothing else: a new route without
// its line, or a line for a route that is gone, fails here instead of drifting.
const t = setupTestApp();
const API_DOC = new URL("../../../docs/api.md", import.meta.url);

describe("docs/api.md", () => {
  it("has one line for every route of the route table, and none for a route that is gone", () => {
    const documented = [
      ...readFileSync(API_DOC, "utf8").matchAll(
        /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`]+)`/gm,
      ),
    ].map((m) => `${m[1]} ${m[2]}`);
    const routes = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(
      routes.filter((r) => !documented.includes(r)),
      "routes missing from docs/api.md",
    ).toEqual([]);
    expect(
      documented.filter((d) => !routes.includes(d)),
      "lines for no route",
    ).toEqual([]);
  });
});
