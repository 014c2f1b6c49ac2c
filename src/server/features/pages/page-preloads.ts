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

export interface PageRequest {
  url: string;
  cookies: Record<string, string | undefined>;
}

/**
 * What to add to the app's HTML head for a request: `modulepreload` links (and the current
 * user's read, signed in) for the pages above, "" for every other page or without a manifest
 * (API tests, a build without it).
 */
export function loadPagePreloads(webDir: string, indexHtml: string): (req: PageRequest) => string {
  const manifest = readManifest(webDir);
  if (!manifest) return () => "";
  // What index.html loads already (its entry, grouped into a chunk of its own: decision 0130),
  // with everything that imports statically, is not named twice.
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const inHtml = new Set<string>();
  for (const [, file] of indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)) {
    const key = keyOf.get(file ?? "");
    if (key) withImports(manifest, key, inHtml);
  }
  const appKey = Object.keys(manifest).find((key) => manifest[key]?.name === APP_CHUNK);
  const cache = new Map<string, string>();

  const links = (source: string, signedIn: boolean) => {
    const files = new Set<string>();
    if (appKey) withImports(manifest, appKey, files);
    withImports(manifest, source, files);
    const scripts = [...files]
      .filter((file) => !inHtml.has(file) && file.endsWith(".js"))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    return [...(signedIn ? [CURRENT_USER_PRELOAD] : []), ...scripts].join("\n    ");
  };

  return ({ url, cookies }) => {
    const pathname = (url.split("?")[0] ?? "/").replace(/\/+$/, "") || "/";
    const signedIn = !!cookies[SESSION_COOKIE];
    const client = signedIn && cookies[AREA_COOKIE] === "client";
    const source = client
      ? CLIENT_PAGE_SOURCES[pathname]
      : signedIn
        ? undefined
        : VISITOR_PAGE_SOURCES[pathname];
    if (!source || !manifest[source]) return "";
    const key = `${client ? "client" : "visitor"} ${source}`;
    let html = cache.get(key);
    if (html === undefined) {
      html = links(source, client);
      cache.set(key, html);
    }
    return html;
  };
}

/** The app's index.html with a request's preloads at the end of its head. */
export function withPreloads(indexHtml: string, preloads: string): string {
  return preloads ? indexHtml.replace("</head>", `  ${preloads}\n  </head>`) : indexHtml;
}
