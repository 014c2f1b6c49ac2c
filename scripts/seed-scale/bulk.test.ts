import type { Database } from "@server/db/client";
import { openTestDatabase } from "@server/test/db";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedScale } from "../seed-scale";

/**
 * The bulk seed (decision 0413) loads with the triggers off and appends their derived state
 * after. Its rows are replayed here into a second, empty database through the triggers, in the
 * order the app writes them (account, photo, profile, agenda, bookings, confirmations, reviews,
 * the next free slot), with every derived column cleared; both databases must then agree on
 * everything the triggers keep.
 */
const PROFESSIONALS = 120;
const INSTANT = new Date("2026-11-28T15:00:00Z");
let seeded: Database;
let replayed: Database;

async function rows<T>(db: Database["db"], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Copies `table`'s rows from the seeded database to the replay, `reset` naming the columns to clear. */
async function copy(table: string, reset: Record<string, string> = {}) {
  const [{ json }] = (await rows<{ json: string | null }>(
    seeded.db,
    sql`SELECT json_agg(t)::text AS json FROM ${sql.identifier(table)} t`,
  )) as [{ json: string | null }];
  if (!json) return;
  const columns = await rows<{ name: string }>(
    seeded.db,
    sql`SELECT attname AS name FROM pg_attribute
         WHERE attrelid = ${`public.${table}`}::regclass AND attnum > 0 AND NOT attisdropped
         ORDER BY attnum`,
  );
  const list = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const values = sql.join(
    columns.map((c) =>
      c.name in reset ? sql.raw(reset[c.name]!) : sql`r.${sql.identifier(c.name)}`,
    ),
    sql`, `,
  );
  await replayed.db.execute(sql`
    INSERT INTO ${sql.identifier(table)} (${list})
    SELECT ${values} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${json}::json) r`);
}

beforeAll(async () => {
  seeded = await openTestDatabase();
  replayed = await openTestDatabase();
  await seedScale(seeded.db, PROFESSIONALS, { instant: INSTANT });

  await copy("users", { profile_image_id: "NULL" });
  await copy("images");
  const photos = await rows<{ id: string; image: string }>(
    seeded.db,
    sql`SELECT id, profile_image_id AS image FROM users WHERE profile_image_id IS NOT NULL`,
  );
  await replayed.db.execute(sql`
    UPDATE users u SET profile_image_id = p.image
      FROM json_to_recordset(${JSON.stringify(photos)}::json) AS p(id uuid, image uuid)
     WHERE u.id = p.id`);
  const derivedProfile = {
    rating_sum: "0",
    review_count: "0",
    next_free_at: "NULL",
    searchable: "false",
    sort_rating: "0",
    sort_reviews: "0",
    sort_first_name: "''",
    sort_last_name: "''",
    search_places: "'{}'",
  };
  await copy("professional_profiles", derivedProfile);
  await copy("availability");
  await copy("agenda_settings");
  await copy("appointments", { status_changed_at: "NULL", answered_at: "NULL" });
  await copy("service_confirmations");
  await copy("reviews");
  await replayed.db.execute(sql`
    UPDATE professional_profiles
       SET next_free_at = next_free_slot(user_id, ${INSTANT.toISOString()}::timestamptz)`);
}, 240_000);

afterAll(async () => {
  await seeded?.close();
  await replayed?.close();
});

/** The same query on both databases, as JSON text, in a stable order. */
async function both(query: SQL) {
  const read = async (db: Database["db"]) =>
    (await rows<{ v: string | null }>(db, sql`SELECT json_agg(q)::text AS v FROM (${query}) q`))[0]
      ?.v ?? "[]";
  return { bulk: JSON.parse(await read(seeded.db)), triggers: JSON.parse(await read(replayed.db)) };
}

describe("seed:scale's bulk load (decision 0413) keeps what the triggers keep", () => {
  it("loads the marketplace it says it does", async () => {
    const { bulk } = await both(sql`
      SELECT (SELECT count(*)::int FROM professional_profiles) AS pros,
             (SELECT count(*)::int FROM professional_profiles WHERE searchable) AS searchable,
             (SELECT count(*)::int FROM appointments WHERE answered_at IS NOT NULL) AS answered,
             (SELECT count(*)::int FROM reviews) AS reviews`);
    expect(bulk[0].pros).toBe(PROFESSIONALS);
    expect(bulk[0].searchable).toBeGreaterThan(PROFESSIONALS / 2);
    expect(bulk[0].answered).toBeGreaterThan(PROFESSIONALS * 5);
    expect(bulk[0].reviews).toBe(PROFESSIONALS * 5);
  });

  it("profiles: search state, places, rating totals and next free slots", async () => {
    const { bulk, triggers } = await both(
      // search_places is a set (its order is the UNION's, not meaningful to the GIN index).
      sql`SELECT to_jsonb(p) - 'search_places' AS row,
                 ARRAY(SELECT unnest(p.search_places) ORDER BY 1) AS places
            FROM professional_profiles p ORDER BY user_id`,
    );
    expect(bulk).toEqual(triggers);
    const places = await both(sql`SELECT * FROM place_names ORDER BY city_key, name_key, name`);
    expect(places.bulk.length).toBeGreaterThan(0);
    expect(places.bulk).toEqual(places.triggers);
    // Decision 0418: each searchable profile's places, in the order a place's search walks.
    const keys = await both(sql`SELECT * FROM search_place_keys ORDER BY user_id, place`);
    expect(keys.bulk.length).toBeGreaterThan(PROFESSIONALS);
    expect(keys.bulk).toEqual(keys.triggers);
  });

  it("appointments: when each was answered and last changed", async () => {
    const { bulk, triggers } = await both(
      sql`SELECT id, status, status_changed_at, answered_at FROM appointments ORDER BY id`,
    );
    expect(bulk).toEqual(triggers);
  });

  it("the admin counters and the reports' daily figures", async () => {
    const counters = await both(
      sql`SELECT name, sum(value)::bigint AS value FROM stat_counters GROUP BY name ORDER BY name`,
    );
    expect(counters.bulk.length).toBeGreaterThan(0);
    expect(counters.bulk).toEqual(counters.triggers);
    const figures = await both(sql`
      SELECT day, specialty, city, metric, sum(value)::bigint AS value FROM report_daily
       GROUP BY 1, 2, 3, 4 HAVING sum(value) <> 0 ORDER BY 1, 2, 3, 4`);
    expect(figures.bulk.length).toBeGreaterThan(0);
    expect(figures.bulk).toEqual(figures.triggers);
  });

  it("every profile's public page is marked to render, and the schema is whole again", async () => {
    const pages = await both(
      sql`SELECT professional_id, body IS NULL AS unrendered FROM public_page_renders ORDER BY 1`,
    );
    expect(pages.bulk).toHaveLength(PROFESSIONALS);
    expect(pages.bulk).toEqual(pages.triggers);
    const schema = await both(sql`
      SELECT (SELECT json_agg(indexdef ORDER BY indexname) FROM pg_indexes WHERE schemaname = 'public') AS indexes,
             (SELECT json_agg(tgname::text || tgenabled::text ORDER BY tgname) FROM pg_trigger WHERE NOT tgisinternal) AS triggers,
             (SELECT json_agg(conname ORDER BY conname) FROM pg_constraint WHERE connamespace = 'public'::regnamespace) AS constraints,
             current_setting('session_replication_role') AS role`);
    expect(schema.bulk).toEqual(schema.triggers);
  });
});
