/**
 * The bare-stack reference of a run (issue 35, decision 0412): a tiny Fastify + pg server
 * (reference-server.ts) answering the specialty search's 20 rows, read by the same index, as
 * plain rows, loaded with the same autocannon settings. Each read's throughput is printed as a share of it: on a
 * shared machine the figures move between runs, the ratio within one run much less.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { SPECIALTIES, type Specialty } from "../../src/domain/constants";
import { SPECIALTY_PREDICATE } from "../../src/server/db/schema";
import { pick } from "./pools";
import type { Scenario } from "./scenarios";
import { processCpuMs, type RunningServer } from "./server";

export const REFERENCE_SCENARIO = "reference: bare Fastify + pg, same 20 rows";

/**
 * The 20 first searchable professionals of a specialty in decision 0040's order, walked in the
 * specialty's partial index (professional_profiles_search_specialtyN_idx) as the API's search
 * walks it, joined to their accounts: the columns a card is made of, as plain columns. Written
 * here once, not taken from the API, so a change to the API's SQL does not move the reference.
 */
const referenceSql = (specialty: Specialty) => `
  SELECT u.id, u.first_name, u.last_name, u.profile_image_id, u.created_at, p.is_verified,
    p.specialties, p.rating_sum, p.review_count, p.review_visibility, p.starting_from,
    p.price_range, p.service_options, p.office_address, p.office_neighborhood, p.office_city,
    p.office_state, p.office_complement, p.home_service_areas, p.available_for_new_patients,
    p.professional_register, p.title_form, p.next_free_at, p.time_zone, p.public_number
  FROM (
    SELECT ${ORDER} FROM professional_profiles
    WHERE searchable AND ${SPECIALTY_PREDICATE.get(specialty)}
    ORDER BY ${ORDER} LIMIT 20
  ) c
  JOIN professional_profiles p ON p.user_id = c.user_id
  JOIN users u ON u.id = c.user_id
  ORDER BY ${ORDER.split(", ")
    .map((column) => `c.${column}`)
    .join(", ")}`;
const ORDER = "sort_rating, sort_reviews, sort_first_name, sort_last_name, user_id";

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** The reference server on the bench's database, and its scenario (a random specialty each). */
export async function startReference(
  dbUrl: string,
): Promise<{ server: RunningServer; scenario: Scenario }> {
  const statements = SPECIALTIES.map((specialty) => ({
    text: referenceSql(specialty),
    values: [],
  }));
  const port = await freePort();
  // Started as the API is (scripts/bench/server.ts): node with tsx's loader.
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/bench/reference-server.ts"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: dbUrl,
        PORT: String(port),
        REFERENCE_STATEMENTS: JSON.stringify(statements),
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = once(child, "exit");
  for (;;) {
    if (child.exitCode !== null) throw new Error(`reference exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/reference?i=0`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const indexes = statements.map((_, i) => i);
  return {
    server: {
      url,
      cpuMs: () => processCpuMs(child.pid),
      stop: async () => {
        child.kill("SIGTERM");
        await exited;
      },
    },
    scenario: {
      name: REFERENCE_SCENARIO,
      expected: 200,
      explain: false,
      next: () => ({ path: `/reference?i=${pick(indexes)}`, cookie: "" }),
    },
  };
}
