import {
  SERVICE_OPTIONS,
  type ServiceOption,
  SPECIALTIES,
  type Specialty,
} from "@domain/constants";
import { SEARCH_PAGE_SIZE } from "@domain/contracts/professionals";
import { SPECIALTY_PREDICATE } from "@server/db/schema";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { OFFERS, PLACE_TAGS, searchConditions } from "./search-filters";
import type { SearchShape } from "./search-shape";

const base: SearchShape = {
  name: false,
  specialty: null,
  serviceOptions: [],
  neighborhood: false,
  city: false,
  minPrice: false,
  maxPrice: false,
  after: false,
  limit: SEARCH_PAGE_SIZE,
  sort: null,
};
const render = (shape: SearchShape) =>
  new PgDialect().sqlToQuery(sql.join(searchConditions(shape), sql` AND `)).sql;
const hostile = "Psicologia' OR 1=1 --";

describe("the search's SQL literals (decision 0178)", () => {
  it("refuses a specialty or service option outside the domain's constants and builds no SQL", () => {
    const specialty = hostile as Specialty;
    const option = hostile as ServiceOption;
    expect(() => searchConditions({ ...base, specialty })).toThrow();
    expect(() => searchConditions({ ...base, serviceOptions: [option] })).toThrow();
    const nearby = { ...base, neighborhood: true };
    expect(() => searchConditions({ ...nearby, serviceOptions: ["domiciliar", option] })).toThrow();
    expect(() => searchConditions({ ...nearby, specialty, serviceOptions: ["online"] })).toThrow();
    expect(() =>
      searchConditions({ ...nearby, specialty, serviceOptions: ["local_proprio"] }),
    ).toThrow();
  });

  it("writes literals from closed maps that hold exactly the domain's constants", () => {
    expect(SPECIALTY_PREDICATE.keys).toEqual(SPECIALTIES);
    expect(OFFERS.keys).toEqual(SERVICE_OPTIONS);
    expect(PLACE_TAGS.keys).toEqual(["", ...SPECIALTIES]);
    for (const specialty of PLACE_TAGS.keys) {
      expect(PLACE_TAGS.get(specialty).keys).toEqual(SERVICE_OPTIONS);
    }
    expect(PLACE_TAGS.get("").get("online")).toBeNull();
  });

  it("still writes the specialty, the options and the places as literals, for the partial indexes", () => {
    expect(render({ ...base, specialty: "Nutrição", serviceOptions: ["local_proprio"] })).toBe(
      "specialties @> ARRAY['Nutrição'] AND ('local_proprio'::service_option = ANY(service_options))",
    );
    const nearby = { ...base, neighborhood: true, serviceOptions: ["domiciliar", "online"] };
    expect(render({ ...nearby, specialty: "Personal Trainer" } as SearchShape)).toBe(
      `specialties @> ARRAY['Personal Trainer'] AND ('online'::service_option = ANY(service_options) OR "professional_profiles"."search_places" && (SELECT ARRAY['Personal Trainer|home:' || place_key($1::text)]))`,
    );
    expect(render(nearby as SearchShape)).toContain(
      "(SELECT ARRAY['home:' || place_key($1::text)])",
    );
  });

  it("a city alone asks for an office or home service there; with a bairro, that bairro there (decisions 0331, 0336)", () => {
    // Each place with the city's state ('bom jesus/pi') and without it (kept before it, 0335).
    expect(render({ ...base, city: true, specialty: "Psicologia" })).toBe(
      `specialties @> ARRAY['Psicologia'] AND ("professional_profiles"."search_places" && ARRAY['Psicologia|local_city:' || place_key($1::text) || '/' || lower($2::text), 'Psicologia|local_city:' || place_key($3::text), 'Psicologia|home_city:' || place_key($4::text) || '/' || lower($5::text), 'Psicologia|home_city:' || place_key($6::text)])`,
    );
    expect(render({ ...base, city: true, neighborhood: true })).toBe(
      `("professional_profiles"."search_places" && (SELECT ARRAY['local_city:' || place_key($1::text) || '/' || lower($2::text) || ':' || place_key($3::text), 'local_city:' || place_key($4::text) || ':' || place_key($5::text), 'home_city:' || place_key($6::text) || '/' || lower($7::text) || ':' || place_key($8::text), 'home_city:' || place_key($9::text) || ':' || place_key($10::text)]))`,
    );
  });
});
