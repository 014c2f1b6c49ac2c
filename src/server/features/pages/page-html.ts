import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { SSR_STATE_ID } from "@domain/public-pages";
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
  return {
    beforeHead: cleaned.slice(0, headEnd),
    beforeRoot: cleaned.slice(headEnd, rootAt),
    afterRoot: cleaned.slice(rootAt + ROOT.length),
  };
}

/** One page: the shell, its head, and (when rendered) its markup and the reads to hydrate. */
export function pageHtml(
  shell: PageShell,
  head: PageHead,
  body?: { html: string; state: unknown },
): string {
  const root = body ? `<div id="root">${body.html}</div>` : ROOT;
  const state = body
    ? `<script type="application/json" id="${SSR_STATE_ID}">${jsonInScript(body.state)}</script>\n    `
    : "";
  return `${shell.beforeHead}  ${headHtml(head)}\n  ${shell.beforeRoot}${root}\n    ${state}${shell.afterRoot.replace(/^\s*/, "")}`;
}
