import { freshDatabase, migrationsBefore } from "@server/test/migration-database";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./client";

// Issue 18 (decision 0335): drizzle/0027 gives the cities saved before it their state where only
// one state has that name, and keys the search's city places with it.
const MIGRATION = "0027_city_states";

let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
afterAll(async () => database?.close());

describe(`${MIGRATION} (decision 0335)`, () => {
  it("gives saved cities the state of their name where only one state has it, and keys the search's places with it", async () => {
    database = await freshDatabase();
    const { db } = database;
    await database.migrateFrom(migrationsBefore(MIGRATION));
    // Rows saved before: a client in Teresina (only in PI) and one in Bom Jesus (five states);
    // home services in Manaus and in Bom Jesus.
    await db.execute(sql`
      INSERT INTO users (email, first_name, last_name, role, city) VALUES
        ('teresina@teste.acolher', 'Ana', 'Piauí', 'client', 'Teresina'),
        ('bomjesus@teste.acolher', 'Bia', 'Jesus', 'client', 'Bom Jesus'),
        ('manaus@teste.acolher', 'Caio', 'Amazonas', 'professional', NULL),
        ('bj-pro@teste.acolher', 'Davi', 'Jesus', 'professional', NULL)`);
    await db.execute(sql`
      INSERT INTO professional_profiles (user_id, service_options, home_service_city, home_service_areas)
        SELECT id, '{domiciliar}', CASE email WHEN 'manaus@teste.acolher' THEN 'Manaus' ELSE 'Bom Jesus' END,
               '{Centro}'
          FROM users WHERE role = 'professional'`);

    await database.migrateFrom(MIGRATIONS_FOLDER);

    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const clients = await rows<{ city: string; state: string | null }>(
      sql`SELECT city, state FROM users WHERE role = 'client' ORDER BY city`,
    );
    expect(clients).toEqual([
      { city: "Bom Jesus", state: null },
      { city: "Teresina", state: "PI" },
    ]);
    const profiles = await rows<{ city: string; state: string | null; places: string[] }>(sql`
      SELECT home_service_city AS city, home_service_state AS state, search_places AS places
        FROM professional_profiles ORDER BY home_service_city`);
    expect(profiles.map(({ city, state }) => ({ city, state }))).toEqual([
      { city: "Bom Jesus", state: null },
      { city: "Manaus", state: "AM" },
    ]);
    const [bomJesus, manaus] = profiles;
    expect(manaus!.places).toEqual(
      expect.arrayContaining(["home_city:manaus/am", "home_city:manaus/am:centro", "home:centro"]),
    );
    expect(manaus!.places).not.toContain("home_city:manaus");
    // A shared name saved without its state keeps the key of before (the search asks for it too).
    expect(bomJesus!.places).toEqual(
      expect.arrayContaining(["home_city:bom jesus", "home_city:bom jesus:centro"]),
    );
  }, 120_000);
});
