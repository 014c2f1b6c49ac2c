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
import { formatChain, recordRequestChain, SLOW_4G } from "../e2e/fixtures/request-chain";
import { buildApp } from "../src/server/app";
import { openPglite } from "../src/server/db/client";
import { DEMO_ACCOUNTS } from "../src/server/demo/accounts";
import { seedDemoData } from "../src/server/demo/seed";

const root = fileURLToPath(new URL("..", import.meta.url));
const webDir = path.resolve(root, process.argv[2] ?? "dist/web");

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
      // A first visit leaves the remembered area, as any earlier visit on the phone did.
      const warm = await context.newPage();
      await warm.goto("/");
      await warm.waitForLoadState("networkidle");
      await warm.close();
    }
    const page = await context.newPage();
    const recorder = await recordRequestChain(context, page, SLOW_4G);
    await page.goto(pagePath);
    await page.waitForLoadState("networkidle");
    const chain = recorder.chain().filter((r) => !r.path.startsWith("/api/images/"));
    console.log(`\n${who} ${pagePath}\n${formatChain(chain)}`);
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
  await database.close();
}
