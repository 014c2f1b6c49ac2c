/**
 * The code a page needs, named in its HTML (decision 0344). A phone on slow 4G otherwise learns
 * of each file only after running the one before: the app's entry, then the app shell with the
 * route preload, then the page's chunk, each one more round trip (562 ms on slow 4G) before the
 * page can show. For a signed-in client (and a visitor's search), the HTML names them all as
 * `modulepreload`, fetched beside the entry; a signed-in client's GET /api/auth/user starts with
 * them too. The landing's visitors get nothing more: their first download stays as it is.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SESSION_COOKIE } from "@server/auth/sessions";

/** Vite's build manifest (dist/web/.vite/manifest.json): the parts read here. */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest's place in the build (vite.config.ts `build.manifest`). */
export const MANIFEST_FILE = ".vite/manifest.json";

/** The area this browser opened last (src/web/lib/area-hint.ts): a role, never who. */
const AREA_COOKIE = "acolher_area";

/** The shared app shell (vite.config.ts group `app`): route preload, signed-in app, areas. */
const APP_CHUNK = "app";

/**
 * The client's pages whose code the HTML names, by address (as in
 * src/web/app/areas/client-pages.ts), as source files under src/web, Vite's manifest keys.
 */
export const CLIENT_PAGE_SOURCES: Readonly<Record<string, string>> = {
  "/": "features/home/pages/client-home-page.tsx",
  "/professionals": "features/professionals/pages/search-page.tsx",
  "/appointments": "features/appointments/pages/client-appointments-page.tsx",
  "/favoritos": "features/professionals/pages/favourites-page.tsx",
};

/** A visitor's pages the app renders itself (the profiles and listings come server-rendered). */
export const VISITOR_PAGE_SOURCES: Readonly<Record<string, string>> = {
  "/professionals": "features/professionals/pages/search-page.tsx",
};

/** A signed-in page's first read, started by the HTML; the app's fetch then takes it up. */
const CURRENT_USER_PRELOAD =
  '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user">';

function readManifest(webDir: string): Manifest | null {
  const file = path.join(webDir, MANIFEST_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Manifest;
  } catch {
    return null;
  }
}

/** A chunk's file and those of every chunk it imports statically, in load order. */
function withImports(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

/**
 * Who a page is for: a visitor, a signed-in client (whose area is known), anyone else signed
 * in (their area's code comes with the app).
 */
export type PageViewer = "visitor" | "client" | "other";

export interface PageRequest {
  url: string;
  cookies: Record<string, string | undefined>;
}

/**
 * The code files a request's page needs beyond what index.html loads (the app shell, the
 * page's chunk and what they import, in load order) for the pages above; [] for every other
 * page or without a manifest (API tests, a build without it).
 */
export function loadPageCode(
  webDir: string,
  indexHtml: string,
): (url: string, viewer: PageViewer) => string[] {
  const manifest = readManifest(webDir);
  if (!manifest) return () => [];
  // What index.html loads already (its entry, grouped into a chunk of its own: decision 0130),
  // with everything that imports statically, is not named twice.
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const inHtml = new Set<string>();
  for (const [, file] of indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)) {
    const key = keyOf.get(file ?? "");
    if (key) withImports(manifest, key, inHtml);
  }
  const appKey = Object.keys(manifest).find((key) => manifest[key]?.name === APP_CHUNK);
  const cache = new Map<string, string[]>();

  const filesOf = (source: string) => {
    const files = new Set<string>();
    if (appKey) withImports(manifest, appKey, files);
    withImports(manifest, source, files);
    return [...files].filter((file) => !inHtml.has(file) && file.endsWith(".js"));
  };

  return (url, viewer) => {
    const pathname = (url.split("?")[0] ?? "/").replace(/\/+$/, "") || "/";
    const source =
      viewer === "client"
        ? CLIENT_PAGE_SOURCES[pathname]
        : viewer === "visitor"
          ? VISITOR_PAGE_SOURCES[pathname]
          : undefined;
    if (!source || !manifest[source]) return [];
    let files = cache.get(source);
    if (files === undefined) {
      files = filesOf(source);
      cache.set(source, files);
    }
    return files;
  };
}

/**
 * What to add to the app's HTML head for a request: `modulepreload` links (and the current
 * user's read, signed in) for the pages above, "" for every other page or without a manifest.
 * `codeOf`: `loadPageCode`'s answer, read once.
 */
export function pagePreloads(
  codeOf: (url: string, viewer: PageViewer) => string[],
): (req: PageRequest) => string {
  return ({ url, cookies }) => {
    const signedIn = !!cookies[SESSION_COOKIE];
    const client = signedIn && cookies[AREA_COOKIE] === "client";
    const files = codeOf(url, client ? "client" : signedIn ? "other" : "visitor");
    if (files.length === 0) return "";
    const scripts = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    return [...(client ? [CURRENT_USER_PRELOAD] : []), ...scripts].join("\n    ");
  };
}

/** The app's index.html with a request's preloads at the end of its head. */
export function withPreloads(indexHtml: string, preloads: string): string {
  return preloads ? indexHtml.replace("</head>", `  ${preloads}\n  </head>`) : indexHtml;
}
