import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { APP_CODE_LOADER } from "@server/http/app-code-loader";
import { securityHeaders } from "@server/http/security-headers";
import { tempDirForFile } from "@server/test/temp-dir";
import { describe, expect, it } from "vitest";
import type { PageHead } from "./head";
import { loadPageShell, pageHtml } from "./page-html";

/** As `vite build` writes index.html: the runtime and the entry, then the style sheet. */
const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Acolher · Saúde e bem-estar</title>
    <script type="module" crossorigin src="/assets/rolldown-runtime-r1.js"></script>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const webDir = tempDirForFile("web");
writeFileSync(path.join(webDir, "index.html"), INDEX_HTML);
const shell = loadPageShell(webDir);
const head: PageHead = {
  title: "Busca | Acolher",
  description: "Profissionais de saúde e bem-estar",
  canonical: "https://acolher.example/professionals",
  image: null,
  indexable: false,
  jsonLd: {},
  ogType: "website",
};
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0]);

describe("a page's code (decision 0416)", () => {
  it("a rendered page paints from its HTML and style sheet: its code is asked for after the first paint", () => {
    const html = pageHtml(shell, head, { html: "<main>Resultados</main>", state: {} });
    // No module script the browser would fetch beside the style sheet: one loader, allowed by
    // the content security policy's hash, that adds them once the page is painted.
    expect(scriptsOf(html)).toEqual([]);
    const loaders = [...html.matchAll(/<script data-code="([^"]+)">([^<]*)<\/script>/g)];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]![1]).toBe("/assets/rolldown-runtime-r1.js /assets/index-e1.js");
    expect(loaders[0]![2]).toBe(APP_CODE_LOADER);
    const hash = createHash("sha256").update(APP_CODE_LOADER).digest("base64");
    expect(securityHeaders(false)["content-security-policy"]).toContain(
      `script-src 'self' 'sha256-${hash}'`,
    );
    // Before the style sheet: an inline script after a pending style sheet would wait for it.
    expect(html.indexOf("data-code")).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c1.css">');
  });

  it("the page's own chunks are preloaded with the entry, once painted", () => {
    const body = { html: "<main>Resultados</main>", state: {} };
    const html = pageHtml(shell, head, body, ["assets/app-a1.js", "assets/search-page-s1.js"]);
    expect(html).toContain(
      '<script data-preload="/assets/app-a1.js /assets/search-page-s1.js" data-code="/assets/rolldown-runtime-r1.js /assets/index-e1.js">',
    );
    // Never as links the browser would fetch beside the style sheet.
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(pageHtml(shell, head, undefined, ["assets/app-a1.js"])).not.toContain("data-preload");
  });

  it("a page the browser renders itself needs its code to show anything: asked for at once", () => {
    const html = pageHtml(shell, head);
    expect(scriptsOf(html)).toEqual([
      '<script type="module" crossorigin src="/assets/rolldown-runtime-r1.js">',
      '<script type="module" crossorigin src="/assets/index-e1.js">',
    ]);
    expect(html).not.toContain("data-code");
  });
});
