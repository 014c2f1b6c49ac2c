import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  filtersFromParams,
  filtersSummary,
  filtersToParams,
  hasSearchParams,
  priceOrderInvalid,
  searchApiQuery,
  toggleServiceOption,
} from "./search-params";

describe("search URL parameters", () => {
  it("reads every filter, with serviceOptions as a comma list", () => {
    const params = new URLSearchParams(
      "name=Ana&specialty=Psicologia&city=Manaus&state=AM&neighborhood=Pinheiros&serviceOptions=online,domiciliar&minPrice=100&maxPrice=300&sort=next_available",
    );
    expect(filtersFromParams(params)).toEqual({
      name: "Ana",
      specialty: "Psicologia",
      city: "Manaus",
      state: "AM",
      neighborhood: "Pinheiros",
      serviceOptions: ["online", "domiciliar"],
      priceEnabled: true,
      minPrice: "100",
      maxPrice: "300",
      sort: "next_available",
    });
  });

  it("keeps 'Mais cedo disponível' in the URL and the API query, and drops an unknown order", () => {
    const filters = filtersFromParams(
      new URLSearchParams("specialty=Nutrição&sort=next_available"),
    );
    expect(filtersToParams(filters).get("sort")).toBe("next_available");
    expect(new URLSearchParams(searchApiQuery(filters, 12)).get("sort")).toBe("next_available");
    expect(filtersFromParams(new URLSearchParams("sort=preco")).sort).toBe("");
    expect(filtersToParams({ ...filters, sort: "" }).has("sort")).toBe(false);
  });

  it("sends a city with its state, so 'Bom Jesus - PI' is not Bom Jesus - RS (decision 0336)", () => {
    const filters = filtersFromParams(new URLSearchParams("city=Bom Jesus&state=PI"));
    expect(filtersToParams(filters).toString()).toBe("city=Bom+Jesus&state=PI");
    const api = new URLSearchParams(searchApiQuery(filters, 12));
    expect([api.get("city"), api.get("state")]).toEqual(["Bom Jesus", "PI"]);
    expect(filtersFromParams(new URLSearchParams("state=PI")).state).toBe("");
    const ticked = toggleServiceOption(
      EMPTY_FILTERS,
      "domiciliar",
      true,
      "Centro",
      "Bom Jesus",
      "PI",
    );
    expect([ticked.city, ticked.state, ticked.neighborhood]).toEqual(["Bom Jesus", "PI", "Centro"]);
  });

  it("drops unknown service options and a neighbourhood without a place-based option", () => {
    const params = new URLSearchParams("serviceOptions=online,teleporte&neighborhood=Moema");
    const filters = filtersFromParams(params);
    expect(filters.serviceOptions).toEqual(["online"]);
    expect(filters.neighborhood).toBe("");
  });

  it("keeps a neighbourhood with no option ticked: an office or a home visit there (issue 29)", () => {
    const filters = filtersFromParams(
      new URLSearchParams("specialty=Psicologia&neighborhood=Moema"),
    );
    expect(filters.neighborhood).toBe("Moema");
    expect(filtersToParams(filters).get("neighborhood")).toBe("Moema");
  });

  it("summarises the active filters in one line (issue 29)", () => {
    expect(filtersSummary(EMPTY_FILTERS)).toBe("");
    expect(
      filtersSummary({
        ...EMPTY_FILTERS,
        specialty: "Psicologia",
        serviceOptions: ["online", "domiciliar"],
        city: "São Paulo",
        state: "SP",
        neighborhood: "Pinheiros",
        priceEnabled: true,
        minPrice: "80",
        maxPrice: "200",
      }),
    ).toBe("Psicologia · Online · Domiciliar · São Paulo - SP · Pinheiros · R$ 80 a 200");
  });

  it("writes only what is chosen and round-trips", () => {
    const filters = {
      ...EMPTY_FILTERS,
      specialty: "Nutrição",
      serviceOptions: ["local_proprio" as const],
      neighborhood: "Moema",
    };
    const query = filtersToParams(filters).toString();
    expect(query).toBe(
      "specialty=Nutri%C3%A7%C3%A3o&neighborhood=Moema&serviceOptions=local_proprio",
    );
    expect(filtersFromParams(new URLSearchParams(query))).toEqual(filters);
  });

  it("leaves the prices out while the price filter is off", () => {
    const filters = { ...EMPTY_FILTERS, specialty: "Psicologia", minPrice: "10", maxPrice: "20" };
    expect(filtersToParams(filters).has("minPrice")).toBe(false);
  });

  it("repeats serviceOptions and adds the page size and the last one shown for the API", () => {
    const filters = {
      ...EMPTY_FILTERS,
      serviceOptions: ["online" as const, "domiciliar" as const],
    };
    const params = new URLSearchParams(searchApiQuery(filters, 24, "p23"));
    expect(params.getAll("serviceOptions")).toEqual(["online", "domiciliar"]);
    expect(params.get("limit")).toBe("24");
    expect(params.get("after")).toBe("p23");
    expect(new URLSearchParams(searchApiQuery(filters, 24)).has("after")).toBe(false);
  });

  it("counts any known parameter as a search to run on opening", () => {
    expect(hasSearchParams(new URLSearchParams(""))).toBe(false);
    expect(hasSearchParams(new URLSearchParams("utm=x"))).toBe(false);
    expect(hasSearchParams(new URLSearchParams("name=ana"))).toBe(true);
  });
});

describe("price order", () => {
  const priced = { ...EMPTY_FILTERS, priceEnabled: true };
  it("rejects a minimum above the maximum only while the filter is on", () => {
    expect(priceOrderInvalid({ ...priced, minPrice: "300", maxPrice: "200" })).toBe(true);
    expect(priceOrderInvalid({ ...priced, minPrice: "200", maxPrice: "200" })).toBe(false);
    expect(
      priceOrderInvalid({ ...priced, priceEnabled: false, minPrice: "3", maxPrice: "2" }),
    ).toBe(false);
  });
});

describe("toggling service options", () => {
  it("prefills the client's neighbourhood when a place-based option is first chosen", () => {
    const next = toggleServiceOption(EMPTY_FILTERS, "domiciliar", true, "Pinheiros");
    expect(next.serviceOptions).toEqual(["domiciliar"]);
    expect(next.neighborhood).toBe("Pinheiros");
  });

  it("keeps a chosen neighbourhood while one place-based option remains", () => {
    const both = { ...EMPTY_FILTERS, serviceOptions: ["local_proprio", "domiciliar"] as const };
    const next = toggleServiceOption(
      { ...both, serviceOptions: [...both.serviceOptions], neighborhood: "Moema" },
      "domiciliar",
      false,
      "Pinheiros",
    );
    expect(next.neighborhood).toBe("Moema");
  });

  it("resets the neighbourhood to all when neither Local Próprio nor Domiciliar is left", () => {
    const filters = {
      ...EMPTY_FILTERS,
      serviceOptions: ["online", "local_proprio"] as ("online" | "local_proprio")[],
      neighborhood: "Moema",
    };
    const next = toggleServiceOption(filters, "local_proprio", false, "Pinheiros");
    expect(next.serviceOptions).toEqual(["online"]);
    expect(next.neighborhood).toBe("");
  });
});
