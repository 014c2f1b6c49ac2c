/**
 * npm run lighthouse: Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the
 * pages as `npm start` serves them with the demo data: as a visitor, the landing page and the
 * public pages; then signed in as the demo client (decision 0360), the client home, search
 * results and a professional's profile; and on a minimal Vite + React 19 page in the same run,
 * the limit of this machine's CPU (decision 0130). Prints performance, accessibility, the main timings and the run's own
 * warnings; exits 1 when a page of Acolher misses a target (performance ≥ 90, accessibility 100,
 * no warning). Timings depend on what else the machine is doing: compare with the minimal page.
 * CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (default 5190: app; +1 minimal page),
 * LIGHTHOUSE_REPORTS (a folder for each page's full JSON report).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/fixtures/browser";
import type { ProfessionalSearchResult } from "../src/domain/contracts/professionals";
import { profilePath } from "../src/domain/public-pages";
import { DEMO_ACCOUNTS } from "../src/server/demo/accounts";
import { serveMinimalPage, startAcolher } from "./lighthouse-servers";

const CHROME = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 5190);
const DEBUG_PORT = PORT + 2;
const TARGET = { performance: 90, accessibility: 100 };
/** LIGHTHOUSE_REPORTS=dir keeps each page's full JSON report there (LCP element, long tasks). */
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

async function launchChromium(): Promise<{ process: ChildProcess; profile: string }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "acolher-lighthouse-chrome-"));
  const chromium = spawn(
    CHROME,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { process: chromium, profile };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Chromium (${CHROME}) não abriu a porta ${DEBUG_PORT}`);
}

/** The demo client's session cookie and one professional of the demo data's profile address. */
async function signInDemoClient(base: string): Promise<{ cookie: string; profile: string }> {
  const { email, password } = DEMO_ACCOUNTS.client;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!login.ok || !cookie) throw new Error(`Entrar como ${email} falhou (${login.status})`);
  const search = await fetch(`${base}/api/professionals/search?specialty=Psicologia`, {
    headers: { cookie },
  });
  const [first] = (await search.json()) as ProfessionalSearchResult[];
  if (!first) throw new Error("A busca da demonstração não trouxe profissionais");
  return { cookie, profile: profilePath(first) };
}

/**
 * The browser signed in as the demo client, as a phone that has used Acolher before: the
 * session cookie in its jar, and one earlier visit, which leaves the remembered area
 * (decision 0360). Lighthouse empties the HTTP cache before each page, not the cookies.
 */
async function signInBrowser(base: string, cookie: string) {
  const [name = "", value = ""] = cookie.split("=");
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error("Chromium sem contexto padrão");
  await context.addCookies([{ name, value, url: base, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByRole("heading", { name: /Olá/ }).waitFor();
  await page.waitForLoadState("networkidle");
  await page.close();
  await browser.close();
}

async function measure(page: string, url: string, acolher: boolean) {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse não mediu ${url}`);
  if (REPORTS) {
    const name = page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
    writeFileSync(path.join(REPORTS, `${name}.json`), String(result.report));
  }
  const { categories, audits, runWarnings } = result.lhr;
  const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? Number.NaN)} ms`;
  const row = {
    page,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    timings: `FCP ${ms("first-contentful-paint")}, LCP ${ms("largest-contentful-paint")}, TBT ${ms("total-blocking-time")}, CLS ${(audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)}`,
    warnings: runWarnings,
  };
  const missed =
    acolher &&
    (row.performance < TARGET.performance ||
      row.accessibility < TARGET.accessibility ||
      row.warnings.length > 0);
  console.log(
    `${missed ? "MISS" : "  ok"}  ${row.page.padEnd(28)} performance ${String(row.performance).padStart(3)}  accessibility ${String(row.accessibility).padStart(3)}  ${row.timings}`,
  );
  for (const warning of row.warnings) console.log(`        aviso: ${warning}`);
  return missed;
}

/** Everything started here, stopped in reverse order whatever happens. */
const stops: (() => unknown)[] = [];
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const stop of stops.reverse()) stop();
    process.exit(1);
  });
}
let missed = false;
if (REPORTS) mkdirSync(REPORTS, { recursive: true });
try {
  const acolher = await startAcolher(PORT);
  stops.push(acolher.stop);
  const minimal = await serveMinimalPage(PORT + 1);
  stops.push(minimal.stop);
  const chromium = await launchChromium();
  stops.push(async () => {
    const exited = once(chromium.process, "exit");
    chromium.process.kill("SIGTERM");
    await exited;
    rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  });
  const { cookie, profile } = await signInDemoClient(acolher.url);
  const app = acolher.url;
  console.log(`Lighthouse (mobile preset, simulated slow 4G), ${CHROME}:`);
  // A visitor first: the landing and the public pages, before the browser signs in.
  missed = (await measure("landing /", `${app}/`, true)) || missed;
  const search = `${app}/professionals?specialty=Psicologia`;
  missed = (await measure("public search results", search, true)) || missed;
  missed = (await measure("public profile", `${app}${profile}`, true)) || missed;
  missed =
    (await measure("listing /psicologia/sao-paulo", `${app}/psicologia/sao-paulo`, true)) || missed;
  await signInBrowser(app, cookie);
  missed = (await measure("client home /", `${app}/`, true)) || missed;
  missed = (await measure("client search results", search, true)) || missed;
  missed = (await measure("client: a profile", `${app}${profile}`, true)) || missed;
  await measure("minimal Vite + React 19", minimal.url, false);
} finally {
  for (const stop of stops.reverse()) await stop();
}
if (missed) {
  console.error("\nUma página do Acolher ficou abaixo da meta (ver as linhas MISS).");
  process.exit(1);
}
