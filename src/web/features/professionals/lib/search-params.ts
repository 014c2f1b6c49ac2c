import { SERVICE_OPTIONS, type ServiceOption } from "@domain/constants";
import { SEARCH_SORTS, type SearchSort } from "@domain/professionals";
import { SERVICE_OPTION_LABEL } from "@domain/text";

/** The search form's state; strings as typed, "" meaning "not chosen". */
export interface SearchFilters {
  name: string;
  specialty: string;
  /** Issue 18 (decision 0334): a municipality's name; "" for anywhere. */
  city: string;
  /** The city's state ('PI', decision 0336); "" with no city. */
  state: string;
  neighborhood: string;
  serviceOptions: ServiceOption[];
  priceEnabled: boolean;
  minPrice: string;
  maxPrice: string;
  /** "" for decision 0040's order, "next_available" for 'Mais cedo disponível' (0290). */
  sort: "" | SearchSort;
}

export const EMPTY_FILTERS: SearchFilters = {
  name: "",
  specialty: "",
  city: "",
  state: "",
  neighborhood: "",
  serviceOptions: [],
  priceEnabled: false,
  minPrice: "",
  maxPrice: "",
  sort: "",
};

const URL_KEYS = [
  "name",
  "specialty",
  "city",
  "neighborhood",
  "serviceOptions",
  "minPrice",
  "maxPrice",
];

/** SPEC §2: results show at once when the page opens with any of its query parameters. */
export function hasSearchParams(params: URLSearchParams): boolean {
  return URL_KEYS.some((key) => (params.get(key) ?? "").trim() !== "");
}

const isServiceOption = (value: string): value is ServiceOption =>
  (SERVICE_OPTIONS as readonly string[]).includes(value);

/** The neighbourhood select only makes sense for options that happen at a place. */
export const usesNeighborhood = (options: readonly ServiceOption[]) =>
  options.includes("local_proprio") || options.includes("domiciliar");

/**
 * Whether the bairro filters anything (issue 29): with no option ticked it means an office or a
 * home visit there (the server's rule, decision 0331); with only Online, nothing.
 */
export const neighborhoodApplies = (options: readonly ServiceOption[]) =>
  options.length === 0 || usesNeighborhood(options);

/** Reads the filters from the page URL (`serviceOptions` as a comma list). */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const text = (key: string) => (params.get(key) ?? "").trim();
  const serviceOptions = [
    ...new Set(
      text("serviceOptions")
        .split(",")
        .map((v) => v.trim())
        .filter(isServiceOption),
    ),
  ];
  const minPrice = text("minPrice");
  const maxPrice = text("maxPrice");
  return {
    name: text("name"),
    specialty: text("specialty"),
    city: text("city"),
    state: text("city") ? text("state") : "",
    neighborhood: neighborhoodApplies(serviceOptions) ? text("neighborhood") : "",
    serviceOptions,
    priceEnabled: minPrice !== "" || maxPrice !== "",
    minPrice,
    maxPrice,
    sort: (SEARCH_SORTS as readonly string[]).includes(text("sort"))
      ? (text("sort") as SearchSort)
      : "",
  };
}

/** The page URL's query string for these filters: only what is chosen, in a stable order. */
export function filtersToParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string) => {
    if (value.trim() !== "") params.set(key, value.trim());
  };
  put("name", filters.name);
  put("specialty", filters.specialty);
  put("city", filters.city);
  if (filters.city.trim() !== "") put("state", filters.state);
  if (neighborhoodApplies(filters.serviceOptions)) put("neighborhood", filters.neighborhood);
  put("serviceOptions", filters.serviceOptions.join(","));
  if (filters.priceEnabled) {
    put("minPrice", filters.minPrice);
    put("maxPrice", filters.maxPrice);
  }
  put("sort", filters.sort);
  return params;
}

/**
 * The API's query string: serviceOptions repeated, plus the page: its size and, after the
 * first, the last professional already shown (keyset, decision 0120).
 */
export function searchApiQuery(filters: SearchFilters, limit: number, after?: string): string {
  const params = filtersToParams(filters);
  params.delete("serviceOptions");
  for (const option of filters.serviceOptions) params.append("serviceOptions", option);
  params.set("limit", String(limit));
  if (after) params.set("after", after);
  return params.toString();
}

/** Min may not exceed max when the price filter is on (SPEC §5 Search). */
export function priceOrderInvalid(filters: SearchFilters): boolean {
  if (!filters.priceEnabled || filters.minPrice === "" || filters.maxPrice === "") return false;
  return Number(filters.minPrice) > Number(filters.maxPrice);
}

/**
 * Ticks or unticks a service option. The neighbourhood follows SPEC §2: it starts from the
 * client's own neighbourhood when a place-based option is first chosen, and goes back to all
 * neighbourhoods when neither Local Próprio nor Domiciliar is left. The city (decision 0334)
 * starts from the client's own with it, when none is chosen.
 */
export function toggleServiceOption(
  filters: SearchFilters,
  option: ServiceOption,
  checked: boolean,
  clientNeighborhood: string | null | undefined,
  clientCity?: string | null,
  clientState?: string | null,
): SearchFilters {
  const serviceOptions = SERVICE_OPTIONS.filter((o) =>
    o === option ? checked : filters.serviceOptions.includes(o),
  );
  let { neighborhood, city, state } = filters;
  if (!neighborhoodApplies(serviceOptions)) neighborhood = "";
  else if (!usesNeighborhood(filters.serviceOptions) && neighborhood === "") {
    if (city === "") {
      city = clientCity?.trim() ?? "";
      state = city ? (clientState ?? "") : "";
    }
    // The client's bairro is in the client's city: not in another one chosen before.
    const clientsCity = city === (clientCity?.trim() ?? "") && (!state || state === clientState);
    if (clientsCity) neighborhood = clientNeighborhood?.trim() ?? "";
  }
  return { ...filters, serviceOptions, city, state, neighborhood };
}

/**
 * The active filters in a line (issue 29: what the collapsed 'Filtros' shows on a phone):
 * "Psicologia · Online · São Paulo - SP · Pinheiros"; "" with none.
 */
export function filtersSummary(filters: SearchFilters): string {
  const price =
    filters.priceEnabled && (filters.minPrice || filters.maxPrice)
      ? `R$ ${filters.minPrice || "0"} a ${filters.maxPrice || "…"}`
      : "";
  return [
    filters.specialty,
    filters.name && `“${filters.name}”`,
    ...filters.serviceOptions.map((option) => SERVICE_OPTION_LABEL[option]),
    filters.city && (filters.state ? `${filters.city} - ${filters.state}` : filters.city),
    neighborhoodApplies(filters.serviceOptions) ? filters.neighborhood : "",
    price,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" · ");
}
