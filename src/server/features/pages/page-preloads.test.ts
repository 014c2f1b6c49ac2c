import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "@server/app";
import type { Database } from "@server/db/client";
import { openTestDatabase } from "@server/test/db";
import { makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { tempDirForFile } from "@server/test/temp-dir";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_PAGE_SOURCES, MANIFEST_FILE, VISITOR_PAGE_SOURCES } from "./page-preloads";

let app: FastifyInstance;
let database: Database;
const webDir = tempDirForFile("web");

/** As `vite build` writes it: the entry, the shared chunks and two pages (decision 0344). */
const MANIFEST = {
  "_index-e1.js": {
    file: "assets/index-e1.js",
    name: "index",
    imports: ["_rolldown-runtime-r1.js"],
    dynamicImports: ["_app-a1.js"],
  },
  "_rolldown-runtime-r1.js": { file: "assets/rolldown-runtime-r1.js", name: "rolldown-runtime" },
  "_app-a1.js": {
    file: "assets/app-a1.js",
    name: "app",
    imports: ["_rolldown-runtime-r1.js", "_index-e1.js", "_ui-u1.js"],
  },
  "_ui-u1.js": { file: "assets/ui-u1.js", name: "ui", imports: ["_icons-i1.js"] },
  "_icons-i1.js": { file: "assets/icons-i1.js", name: "icons" },
  "features/professionals/pages/search-page.tsx": {
    file: "assets/search-page-s1.js",
    name: "search-page",
    isDynamicEntry: true,
    imports: ["_app-a1.js", "_search-results-x1.js"],
  },
  "_search-results-x1.js": { file: "assets/search-results-x1.js", name: "search-results" },
  "features/home/pages/client-home-page.tsx": {
    file: "assets/client-home-page-h1.js",
    name: "client-home-page",
    isDynamicEntry: true,
    imports: ["_ui-u1.js"],
  },
};
const INDEX_HTML = `<!doctype html><html><head><title>Acolher</title>
<script type="module" crossorigin src="/assets/rolldown-runtime-r1.js"></script>
<script type="module" crossorigin src="/assets/index-e1.js"></script>
</head><body><div id="root"></div></body></html>`;

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const CURRENT_USER =
  /<link rel="preload" as="fetch" crossorigin="use-credentials" href="\/api\/auth\/user">/;

beforeAll(async () => {
  mkdirSync(path.join(webDir, "assets"));
  mkdirSync(path.join(webDir, path.dirname(MANIFEST_FILE)));
  writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(webDir, MANIFEST_FILE), JSON.stringify(MANIFEST));
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    sessionSecret: "test-secret-0123456789abcdef0123456789",
    webDir,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("the code a page needs, named in its HTML", () => {
  it("a returning client's search names the app shell and the page's chunks, and starts the user's read", async () => {
    const caller = await signInAs(app, await makeClient(database.db));
    const page = await app.inject({
      url: "/professionals?specialty=Psicologia",
      headers: { cookie: `${caller.cookie}; acolher_area=client` },
    });
    expect(page.statusCode).toBe(200);
    expect(preloaded(page.body)).toEqual([
      "/assets/app-a1.js",
      "/assets/ui-u1.js",
      "/assets/icons-i1.js",
      "/assets/search-page-s1.js",
      "/assets/search-results-x1.js",
    ]);
    expect(page.body).toMatch(CURRENT_USER);
    // In the head, after the entry: the entry's own files are not named twice.
    expect(page.body.indexOf("modulepreload")).toBeGreaterThan(page.body.indexOf("index-e1.js"));
    expect(page.body.indexOf("modulepreload")).toBeLessThan(page.body.indexOf("</head>"));
  });

  it("the client home names its own chunk", async () => {
    const caller = await signInAs(app, await makeClient(database.db));
    const page = await app.inject({
      url: "/",
      headers: { cookie: `${caller.cookie}; acolher_area=client` },
    });
    expect(preloaded(page.body)).toContain("/assets/client-home-page-h1.js");
    expect(preloaded(page.body)).not.toContain("/assets/search-page-s1.js");
  });

  it("a visitor's search names its code but reads nothing early; the landing stays as built", async () => {
    const search = await app.inject({ url: "/professionals?specialty=Psicologia" });
    expect(preloaded(search.body)).toContain("/assets/search-page-s1.js");
    expect(search.body).not.toMatch(CURRENT_USER);
    const landing = await app.inject({ url: "/" });
    expect(landing.body).toBe(INDEX_HTML);
  });

  it("names nothing for another role's browser or a page not listed", async () => {
    const pro = await signInAs(app, await makeProfessional(database.db));
    const asProfessional = await app.inject({
      url: "/professionals",
      headers: { cookie: `${pro.cookie}; acolher_area=professional` },
    });
    expect(asProfessional.body).toBe(INDEX_HTML);
    const client = await signInAs(app, await makeClient(database.db));
    const settings = await app.inject({
      url: "/settings",
      headers: { cookie: `${client.cookie}; acolher_area=client` },
    });
    expect(settings.body).toBe(INDEX_HTML);
  });

  it("does not serve the build's manifest", async () => {
    const res = await app.inject({ url: `/${MANIFEST_FILE}` });
    expect(res.body).not.toContain("search-page-s1.js");
  });

  it("names pages by source files that exist", () => {
    const sources = [...Object.values(CLIENT_PAGE_SOURCES), ...Object.values(VISITOR_PAGE_SOURCES)];
    for (const source of sources) {
      expect(existsSync(path.resolve(import.meta.dirname, "../../../web", source)), source).toBe(
        true,
      );
    }
  });
});
