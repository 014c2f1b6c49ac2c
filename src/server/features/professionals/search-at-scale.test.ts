import { isValidCpf } from "@domain/validation";
import { listNeighborhoods } from "@server/features/geo/places";
import { setupTestApp } from "@server/test/app";
import { makeClient, signInAs } from "@server/test/factories";
import { loopGuard } from "@server/test/loop-guard";
import { referenceNextFree } from "@server/test/next-free-reference";
import { searchableByRule } from "@server/test/search-helpers";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { countRows, type SeedCounts, seedScale } from "../../../../scripts/seed-scale";

const t = setupTestApp();
const PROFESSIONALS = 60;
let before: SeedCounts;
let after: SeedCounts;

beforeAll(async () => {
  before = await countRows(t.db);
  after = await seedScale(t.db, PROFESSIONALS);
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe("seed:scale's synthetic marketplace (scripts/seed-scale.ts)", () => {
  it("makes 3 clients, about 20 appointments and 5 reviews per professional", () => {
    const added = (table: keyof SeedCounts) => after[table] - before[table];
    expect(added("professional_profiles")).toBe(PROFESSIONALS);
    expect(added("users")).toBe(PROFESSIONALS * 4);
    expect(added("appointments")).toBeGreaterThan(PROFESSIONALS * 15);
    expect(added("appointments")).toBeLessThan(PROFESSIONALS * 25);
    expect(added("reviews")).toBe(PROFESSIONALS * 5);
  });

  it("fills every professional's next free slot as the app computes it (decision 0291)", async () => {
    const profiles = await rows<{ id: string; at: string | null }>(
      sql`SELECT user_id AS id, next_free_at AS at FROM professional_profiles ORDER BY user_id LIMIT 8`,
    );
    expect(profiles.some((p) => p.at !== null)).toBe(true);
    const [stale] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM professional_profiles
      WHERE next_free_at IS DISTINCT FROM next_free_slot(user_id, now())`);
    expect(stale!.n).toBe(0);
    for (const p of profiles) {
      const reference = await referenceNextFree(t.db, p.id, new Date());
      expect(p.at === null ? null : new Date(p.at).toISOString()).toBe(
        reference?.toISOString() ?? null,
      );
    }
  });

  it("puts offices in other capitals too, each in its own city's bairros, found by a search by city and bairro (issue 18)", async () => {
    const offices = await rows<{ id: string; city: string; state: string; bairro: string }>(sql`
      SELECT p.user_id AS id, p.office_city AS city, p.office_state AS state, p.office_neighborhood AS bairro
      FROM professional_profiles p JOIN users u ON u.id = p.user_id
      WHERE u.email LIKE '%@exemplo.com.br' AND p.office_city IS NOT NULL AND p.office_city <> 'São Paulo'
        AND p.searchable AND 'local_proprio' = ANY(p.service_options)`);
    expect(offices.length).toBeGreaterThan(0);
    for (const office of offices) {
      expect(listNeighborhoods(office.city)).toContain(office.bairro);
    }
    // A home service in another capital carries that capital's state (decision 0335).
    const [mismatched] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM professional_profiles
      WHERE home_service_city IS NOT NULL AND office_city IS NOT NULL
        AND home_service_city = office_city AND home_service_state IS DISTINCT FROM office_state`);
    expect(mismatched!.n).toBe(0);
    const office = offices[0]!;
    const client = await signInAs(t.app, await makeClient(t.db));
    const response = await client.request({
      method: "GET",
      url: `/api/professionals/search?${new URLSearchParams({
        city: office.city.toLowerCase(),
        neighborhood: office.bairro,
        serviceOptions: "local_proprio",
      })}`,
    });
    expect(response.statusCode).toBe(200);
    const found = response.json() as { id: string; professionalProfile: { officeCity: string } }[];
    expect(found.map((p) => p.id)).toContain(office.id);
    expect(new Set(found.map((p) => p.professionalProfile.officeCity))).toEqual(
      new Set([office.city]),
    );
  });

  it("keeps the product's rules: confirmations after approved sessions, reviews after both confirm, valid CPFs", async () => {
    const [broken] = await rows<Record<string, number>>(sql`
      SELECT
        (SELECT count(*)::int FROM service_confirmations c JOIN appointments a ON a.id = c.appointment_id
          WHERE a.status NOT IN ('approved', 'confirmed') OR a.ends_at > now()) AS confirmations,
        (SELECT count(*)::int FROM reviews r JOIN service_confirmations c ON c.id = r.service_confirmation_id
          WHERE NOT (c.client_confirmed AND c.professional_confirmed)) AS reviews,
        (SELECT count(*)::int FROM professional_profiles p
          LEFT JOIN (SELECT professional_id, sum(rating)::int AS total, count(*)::int AS n
                     FROM reviews GROUP BY professional_id) r ON r.professional_id = p.user_id
          WHERE p.rating_sum <> coalesce(r.total, 0) OR p.review_count <> coalesce(r.n, 0)) AS totals,
        (SELECT count(*)::int FROM appointments WHERE status = 'pending' AND appointment_date < current_date) AS stale`);
    expect(broken).toEqual({ confirmations: 0, reviews: 0, totals: 0, stale: 0 });
    const statuses = await rows<{ status: string }>(sql`SELECT DISTINCT status FROM appointments`);
    expect(statuses).toHaveLength(6);
    const cpfs = await rows<{ cpf: string }>(sql`SELECT cpf FROM professional_profiles`);
    expect(cpfs.filter(({ cpf }) => !isValidCpf(cpf))).toEqual([]);
  });

  it("pages through a specialty by keyset in exactly decision 0040's order over the raw columns", async () => {
    const expected = await rows<{ id: string }>(sql`
      SELECT users.id FROM users JOIN professional_profiles ON professional_profiles.user_id = users.id
      WHERE ${searchableByRule()} AND 'Psicologia' = ANY(professional_profiles.specialties)
      ORDER BY CASE WHEN review_count > 0 THEN rating_sum::float8 / review_count END DESC NULLS LAST,
               review_count DESC, immutable_unaccent(lower(users.first_name)),
               immutable_unaccent(lower(users.last_name)), users.id`);
    expect(expected.length).toBeGreaterThan(10);
    const client = await signInAs(t.app, await makeClient(t.db));
    const walked: string[] = [];
    let after = "";
    const turn = loopGuard(1_000, "search pages");
    for (;;) {
      turn();
      const res = await client.request({
        url: `/api/professionals/search?specialty=Psicologia&limit=7${after}`,
      });
      const ids = res.json().map((p: { id: string }) => p.id);
      walked.push(...ids);
      if (ids.length < 7) break;
      after = `&after=${ids.at(-1)}`;
    }
    expect(walked).toEqual(expected.map((r) => r.id));
  });

  it("pages through a name search in the same order, whether a page comes from the walk or the trigram index", async () => {
    const [common] = await rows<{ name: string; n: number }>(sql`
      SELECT immutable_unaccent(lower(users.first_name)) AS name, count(*)::int AS n
      FROM users JOIN professional_profiles ON professional_profiles.user_id = users.id
      WHERE ${searchableByRule()} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    expect(common!.n).toBeGreaterThan(2);
    const expected = await rows<{ id: string }>(sql`
      SELECT users.id FROM users JOIN professional_profiles ON professional_profiles.user_id = users.id
      WHERE ${searchableByRule()}
        AND immutable_unaccent(lower(users.first_name || ' ' || users.last_name)) LIKE ${`%${common!.name}%`}
      ORDER BY CASE WHEN review_count > 0 THEN rating_sum::float8 / review_count END DESC NULLS LAST,
               review_count DESC, immutable_unaccent(lower(users.first_name)),
               immutable_unaccent(lower(users.last_name)), users.id`);
    const client = await signInAs(t.app, await makeClient(t.db));
    const walked: string[] = [];
    let after = "";
    const turn = loopGuard(1_000, "search pages");
    for (;;) {
      turn();
      const res = await client.request({
        url: `/api/professionals/search?name=${encodeURIComponent(common!.name.toUpperCase())}&limit=2${after}`,
      });
      const ids = res.json().map((p: { id: string }) => p.id);
      walked.push(...ids);
      if (ids.length < 2) break;
      after = `&after=${ids.at(-1)}`;
    }
    expect(walked).toEqual(expected.map((r) => r.id));
  });
});
