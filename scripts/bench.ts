/**
 * npm run bench: response times and memory of the hot read paths on a large marketplace.
 * Embedded PGlite by default; BENCH_DATABASE_URL=postgres://… to measure PostgreSQL (the
 * database must be empty and disposable). Targets: docs/decisions/0005-performance-targets.md.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../src/server/app";
import { openPglite, openPostgres } from "../src/server/db/client";
import { createUserAccount } from "../src/server/features/auth/create-account";
import { seedScale } from "./seed-scale";

const PROFESSIONALS = Number(process.env.BENCH_PROFESSIONALS ?? 10_000);
const REVIEWS_EACH = Number(process.env.BENCH_REVIEWS_EACH ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const TARGET_P95_MS = Number(process.env.BENCH_TARGET_P95_MS ?? 150);

const url = process.env.BENCH_DATABASE_URL;
// On disk, as `npm start` runs it: an in-memory PGlite would count the data as process memory.
const database = url
  ? openPostgres(url)
  : await openPglite({ dataDir: mkdtempSync(path.join(os.tmpdir(), "acolher-bench-")) });
await database.migrate();
const t0 = performance.now();
await seedScale(database.db, PROFESSIONALS, REVIEWS_EACH);
console.log(
  `${database.kind}: seeded ${PROFESSIONALS} professionals, ${PROFESSIONALS * REVIEWS_EACH} reviews in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const app = await buildApp({
  db: database.db,
  sessionSecret: "bench-secret-0123456789abcdef0123456789",
});
await createUserAccount(database.db, {
  email: "bench-client@bench.acolher",
  password: "bench-password",
  firstName: "Cliente",
  lastName: "Bench",
  role: "client",
});
const login = await app.inject({
  method: "POST",
  url: "/api/auth/login",
  payload: { email: "bench-client@bench.acolher", password: "bench-password" },
});
const cookie = login.headers["set-cookie"]!.toString().split(";")[0]!;
const someId = (
  await app.inject({
    url: "/api/professionals/search?specialty=Psicologia&limit=1",
    headers: { cookie },
  })
).json()[0].id;

const cases: Record<string, string> = {
  "search: specialty": "/api/professionals/search?specialty=Psicologia",
  "search: specialty + neighbourhood + modes":
    "/api/professionals/search?specialty=Nutri%C3%A7%C3%A3o&neighborhood=Pinheiros&serviceOptions=local_proprio,domiciliar",
  "search: name without accents": "/api/professionals/search?specialty=Psicologia&name=jose",
  "search: price window, page 5":
    "/api/professionals/search?specialty=Fisioterapia&minPrice=100&maxPrice=200&offset=96",
  "price range": "/api/professionals/price-range",
  "public profile": `/api/professionals/${someId}`,
  "reviews of a professional": `/api/reviews/professional/${someId}`,
};

let failed = false;
for (const [name, path] of Object.entries(cases)) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await app.inject({ url: path, headers: { cookie } });
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(RUNS * 0.5)]!;
  const p95 = times[Math.floor(RUNS * 0.95)]!;
  const ok = p95 <= TARGET_P95_MS;
  failed ||= !ok;
  console.log(
    `${ok ? "ok  " : "SLOW"} ${name.padEnd(44)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`,
  );
}
const rss = process.memoryUsage().rss / 1024 / 1024;
console.log(`memory: rss ${rss.toFixed(0)} MiB (target ≤ 1024 MiB)`);
failed ||= rss > 1024;
await app.close();
await database.close();
console.log(failed ? "bench: target missed" : `bench: all p95 ≤ ${TARGET_P95_MS} ms`);
process.exitCode = failed ? 1 : 0;
