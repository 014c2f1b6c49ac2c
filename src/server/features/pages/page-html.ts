import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SSR_STATE_ID } from "@domain/public-pages";
import { APP_CODE_LOADER } from "@server/http/app-code-loader";
import { headHtml, jsonInScript, type PageHead } from "./head";

/** Without a built web app (API tests): the same shell index.html gives, without scripts. */
const BARE_SHELL = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const ROOT = '<div id="root"></div>';

/**
 * The built index.html cut once into the pieces around a page's own parts (decision 0351):
 * its generic title and description go, the page's head and markup go in.
 */
export interface PageShell {
  beforeHead: string;
  /**
   * `beforeHead` cut around its module scripts, for a page whose markup comes rendered: in
   * their place one loader asks for them once the page is painted (decision 0416). The page
   * paints from the HTML and the style sheet alone; asked for with them, the app's code shares
   * slow 4G with the style sheet and holds the first paint back, though the page needs it only
   * to hydrate. Null for a shell without module scripts.
   */
  rendered: { beforeLoader: string; code: string[]; afterLoader: string } | null;
  beforeRoot: string;
  afterRoot: string;
}

export function loadPageShell(webDir: string | undefined): PageShell {
  const file = webDir ? path.join(webDir, "index.html") : null;
  const html = file && existsSync(file) ? readFileSync(file, "utf8") : BARE_SHELL;
  // An index.html without a head or a #root (not the app's build) cannot hold a page.
  return cut(html) ?? cut(BARE_SHELL)!;
}

function cut(html: string): PageShell | null {
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, "");
  const headEnd = cleaned.indexOf("</head>");
  const rootAt = cleaned.indexOf(ROOT);
  if (headEnd < 0 || rootAt < 0) return null;
  const beforeHead = cleaned.slice(0, headEnd);
  return {
    beforeHead,
    rendered: aroundModuleScripts(beforeHead),
    beforeRoot: cleaned.slice(headEnd, rootAt),
    afterRoot: cleaned.slice(rootAt + ROOT.length),
  };
}

/** A module script tag with its line's indentation; its address, and the indentation. */
const MODULE_SCRIPT = /([ \t]*)<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/g;

/** The head cut where its first module script stood, every module script taken out. */
function aroundModuleScripts(beforeHead: string): PageShell["rendered"] {
  const scripts = [...beforeHead.matchAll(MODULE_SCRIPT)];
  const first = scripts[0];
  if (!first) return null;
  const firstAt = first.index + first[1]!.length;
  return {
    beforeLoader: beforeHead.slice(0, firstAt),
    code: scripts.map((match) => match[2]!),
    afterLoader: beforeHead.slice(firstAt).replaceAll(MODULE_SCRIPT, ""),
  };
}

/**
 * The head of a rendered page: the loader with the shell's scripts (`data-code`) and the page's
 * own chunks (`data-preload`), where the shell's first script stood.
 */
function renderedHead(shell: PageShell, code: readonly string[]): string {
  const { rendered } = shell;
  if (!rendered) return shell.beforeHead;
  const preload =
    code.length > 0 ? ` data-preload="${code.map((file) => `/${file}`).join(" ")}"` : "";
  return `${rendered.beforeLoader}<script${preload} data-code="${rendered.code.join(" ")}">${APP_CODE_LOADER}</script>\n${rendered.afterLoader}`;
}

/** One page: the shell, its head, and (when rendered) its markup and the reads to hydrate. */
export function pageHtml(
  shell: PageShell,
  head: PageHead,
  body?: { html: string; state: unknown },
  /** A rendered page's own code files, fetched with the entry once it is painted. */
  code: readonly string[] = [],
): string {
  const root = body ? `<div id="root">${body.html}</div>` : ROOT;
  const state = body
    ? `<script type="application/json" id="${SSR_STATE_ID}">${jsonInScript(body.state)}</script>\n    `
    : "";
  const beforeHead = body ? renderedHead(shell, code) : shell.beforeHead;
  return `${beforeHead}  ${headHtml(head)}\n  ${shell.beforeRoot}${root}\n    ${state}${shell.afterRoot.replace(/^\s*/, "")}`;
}
