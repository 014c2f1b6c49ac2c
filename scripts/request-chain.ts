/**
 * tsx scripts/request-chain.ts [webDir]: the request chain of a few pages on a throttled phone
 * network (Chromium through CDP, Lighthouse's slow 4G as DevTools applies it: 562.5 ms round
 * trip, 1.44 Mbit/s down, 675 kbit/s up), as the demo client and as a visitor. For each page
 * it prints every request with its start and end (ms after the navigation) and its depth: one
 * more than the deepest request that had finished before it started, the HTML being 1. A load
 * that waits for another shows as one level deeper. webDir defaults to dist/web (run
 * `npm run build` first); the server runs in this process on an in-memory database with the
 * demo data. docs/performance.md 'Phone: the request chain' (decision 0360).
 */
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/fixtures/browser";
import { buildApp } from "../src/server/app";
import { openPglite } from "../src/server/db/client";
import { DEMO_ACCOUNTS } from "../src/server/demo/accounts";
import { seedDemoData } from "../src/server/demo/seed";

const root = fileURLToPath(new URL("..", import.meta.url));
const webDir = path.resolve(root, process.argv[2] ?? "dist/web");

/** Lighthouse's mobile slow 4G (150 ms RTT, 1.6 Mbit/s) with DevTools' 3.75× latency and 0.9× throughput. */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

const database = await openPglite();
await database.migrate();
await seedDemoData(database.db);
const app = await buildApp({
  db: database.db,
  sessionSecret: "request-chain-secret-0123456789abcdef",
  webDir,
  demoMode: true,
});
await app.listen({ port: 0, host: "127.0.0.1" });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [who, pagePath] of [
    ["cliente", "/"],
    ["cliente", "/professionals?specialty=Psicologia"],
    ["visitante", "/"],
    ["visitante", "/professionals?specialty=Psicologia"],
  ] as const) {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 390, height: 844 },
    });
    if (who === "cliente") {
      const { email, password } = DEMO_ACCOUNTS.client;
      await context.request.post("/api/auth/login", { data: { email, password } });
      // A first visit teaches the app who is signed in, as any earlier visit on the phone did.
      const warm = await context.newPage();
      await warm.goto("/");
      await warm.waitForLoadState("networkidle");
      await warm.close();
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    const requests = new Map<string, { url: string; start: number; end?: number }>();
    cdp.on("Network.requestWillBeSent", (e) =>
      requests.set(e.requestId, { url: e.request.url, start: e.timestamp }),
    );
    const finish = (e: { requestId: string; timestamp: number }) => {
      const request = requests.get(e.requestId);
      if (request) request.end = e.timestamp;
    };
    cdp.on("Network.loadingFinished", finish);
    cdp.on("Network.loadingFailed", finish);
    await page.goto(pagePath);
    await page.waitForLoadState("networkidle");
    const list = [...requests.values()].sort((a, b) => a.start - b.start);
    const t0 = list[0]?.start ?? 0;
    const depth = new Map<(typeof list)[number], number>();
    for (const r of list) {
      const before = list.filter((o) => o !== r && o.end !== undefined && o.end <= r.start);
      depth.set(r, 1 + Math.max(0, ...before.map((o) => depth.get(o) ?? 0)));
    }
    console.log(`\n${who} ${pagePath}`);
    for (const r of list) {
      const ms = (t?: number) =>
        t === undefined ? "   ?" : String(Math.round((t - t0) * 1000)).padStart(5);
      const url = r.url.replace(base, "").replace(/-[\w-]{8}\.js$/, ".js");
      console.log(`  ${depth.get(r)}  ${ms(r.start)} → ${ms(r.end)} ms  ${url}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
  await database.close();
}
