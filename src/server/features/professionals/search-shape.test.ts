import { SERVICE_OPTIONS, SPECIALTIES } from "@domain/constants";
import {
  SEARCH_PAGE_SIZE,
  SEARCH_SORTS,
  searchProfessionalsQuerySchema,
} from "@domain/contracts/professionals";
import { describe, expect, it } from "vitest";
import { SEARCH_PAGE_SHAPES, shapeOf } from "./search-shape";

/** Every set of service options, the empty one included. */
const optionSets = Array.from({ length: 2 ** SERVICE_OPTIONS.length }, (_, bits) =>
  SERVICE_OPTIONS.filter((_, i) => bits & (1 << i)),
);

/** Every query the search page can send: each filter given or not, at the web's page size. */
function* pageQueries() {
  for (const name of [undefined, "ana"])
    for (const specialty of [undefined, ...SPECIALTIES])
      for (const options of optionSets)
        for (const neighborhood of [undefined, "Mooca"])
          for (const city of [undefined, "São Paulo"])
            for (const minPrice of [undefined, "50"])
              for (const maxPrice of [undefined, "300"])
                for (const after of [undefined, "7fbdc000-3108-4c44-8f1e-8595444d699e"])
                  for (const sort of [undefined, ...SEARCH_SORTS])
                    yield searchProfessionalsQuerySchema.parse({
                      name,
                      specialty,
                      serviceOptions: options.length ? options : undefined,
                      neighborhood,
                      city,
                      minPrice,
                      maxPrice,
                      after,
                      sort,
                      limit: String(SEARCH_PAGE_SIZE),
                    });
}

describe("the shapes a search at the web's page size can have (decision 0178)", () => {
  it("are all counted in SEARCH_PAGE_SHAPES, which holds nothing else", () => {
    const counted = new Set(SEARCH_PAGE_SHAPES.map((shape) => JSON.stringify(shape)));
    const seen = new Set<string>();
    for (const query of pageQueries()) seen.add(JSON.stringify(shapeOf(query)));
    expect([...seen].filter((shape) => !counted.has(shape))).toEqual([]);
    expect(seen.size).toBe(counted.size);
    // name × (specialty or none) × (option sets + those with a place, with a neighbourhood;
    // in a city: option sets × with a neighbourhood or not, decision 0331) × prices × keyset
    // × order (decision 0040's and the three of SEARCH_SORTS: decisions 0290, 0342)
    expect(SEARCH_PAGE_SHAPES).toHaveLength(2 * 5 * (8 + 6 + 8 * 2) * 4 * 2 * 4);
  });

  it("ignore a neighbourhood sent with online alone: it filters nothing there", () => {
    const query = { serviceOptions: ["online"], limit: SEARCH_PAGE_SIZE };
    const online = searchProfessionalsQuerySchema.parse(query);
    const nearby = searchProfessionalsQuerySchema.parse({ ...query, neighborhood: "Mooca" });
    expect(shapeOf(nearby)).toEqual(shapeOf(online));
  });
});
