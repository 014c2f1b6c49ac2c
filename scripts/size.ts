/**
 * npm run size: the gzipped weight of the built web app (run after `npm run build`) against the
 * budgets of issue 9 (decision 0130). What a visitor's first page loads is what dist/web/index.html
 * names (its entry script, modulepreloads and stylesheets); every other script is a chunk loaded
 * on demand. The search results and profile pages must not need zod (decision 0132). Exits 1
 * over budget. `npm run size -- <dir>` measures another build directory.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/** kB as Vite prints them (and as issue 9 measured). */
const KB = 1000;
// The landing's initial JS: 90 kB (decision 0130), 91 kB once the server renders the landing
// (decision 0381): its first screen no longer waits for this download; 91.5 kB for the footer
// naming the operator that the law asks on every page and the terms' route (decisions 0389, 0391).
const BUDGETS = { initialJs: 91.5 * KB, chunk: 50 * KB, css: 25 * KB } as const;
// The admin's 'Relatórios' charts (recharts, decision 0405): one chunk that only that screen
// loads, after its tables; no other page may import it.
const CHUNK_BUDGETS: Record<string, number> = { "report-charts-": 120 * KB };
const chunkBudget = (file: string) =>
  Object.entries(CHUNK_BUDGETS).find(([prefix]) => path.basename(file).startsWith(prefix))?.[1] ??
  BUDGETS.chunk;

const root = fileURLToPath(new URL("..", import.meta.url));
const dir = path.resolve(root, process.argv[2] ?? "dist/web");

const gzipped = (file: string) => gzipSync(readFileSync(path.join(dir, file))).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

const html = readFileSync(path.join(dir, "index.html"), "utf8");
const named = (pattern: RegExp) =>
  [...html.matchAll(pattern)].map((m) => String(m[1]).replace(/^\//, ""));
const initialJs = [
  ...named(/<script type="module"[^>]*src="([^"]+)"/g),
  ...named(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
];
const assets = readdirSync(path.join(dir, "assets")).map((name) => `assets/${name}`);
const css = assets.filter((file) => file.endsWith(".css"));
const onDemand = assets.filter((file) => file.endsWith(".js") && !initialJs.includes(file));

const failures: string[] = [];
function check(label: string, bytes: number, budget: number) {
  const over = bytes > budget;
  if (over) failures.push(`${label}: ${kb(bytes)} > ${kb(budget)}`);
  console.log(
    `${over ? "OVER" : "  ok"}  ${kb(bytes).padStart(9)} / ${kb(budget).padEnd(8)} ${label}`,
  );
}

const sum = (files: string[]) => files.reduce((total, file) => total + gzipped(file), 0);
console.log(`Gzipped sizes of ${path.relative(root, dir) || dir}:`);
for (const file of initialJs)
  console.log(`        ${kb(gzipped(file)).padStart(9)}            ${file}`);
check("initial JS of the landing (the files above)", sum(initialJs), BUDGETS.initialJs);
for (const file of onDemand.sort((a, b) => gzipped(b) - gzipped(a))) {
  check(file, gzipped(file), chunkBudget(file));
}
check(`CSS (${css.join(", ")})`, sum(css), BUDGETS.css);

/** A chunk with every chunk it imports statically: what a page needs before it can render. */
function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(path.join(dir, file), "utf8");
  for (const m of source.matchAll(
    /(?:import|export)[^"'`]*?from\s*"\.\/([^"]+\.js)"|import"\.\/([^"]+\.js)"/g,
  )) {
    withStaticImports(`assets/${m[1] ?? m[2]}`, seen);
  }
  return seen;
}

// Pages without a form must not need zod (decision 0132): the search results and the profile;
// the client home loads its review form only when a review is offered (decision 0360).
for (const prefix of ["search-page-", "professional-profile-page-", "client-home-page-"]) {
  const page = onDemand.find((file) => path.basename(file).startsWith(prefix));
  if (!page) {
    failures.push(`no chunk named ${prefix}*`);
    continue;
  }
  const needed = [...withStaticImports(page)];
  const zod = needed.filter((file) => path.basename(file).startsWith("zod-"));
  if (zod.length) failures.push(`${page} loads zod (${zod.join(", ")}): decision 0132`);
  console.log(
    `${zod.length ? " ZOD" : "  ok"}  ${kb(sum(needed)).padStart(9)}            ${prefix}* and what it imports (no zod: decision 0132)`,
  );
}

if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
