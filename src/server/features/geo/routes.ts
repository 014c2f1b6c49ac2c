import {
  municipalitySchema,
  neighborhoodSuggestionsQuerySchema,
  neighborhoodSuggestionsSchema,
} from "@domain/contracts/geo";
import { z } from "@domain/contracts/z";
import { AppError } from "@server/errors";
import { defineRoute, type RouteDef } from "@server/http/route";
import { listCities, listMunicipalities, listNeighborhoods } from "./places";
import { suggestNeighborhoods } from "./suggest-neighborhoods";

const cityParam = z.object({
  city: z.string().trim().min(1, "Informe a cidade").max(100, "Cidade inválida"),
});

export function geoRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/geocoding/cities",
      access: "public",
      tag: "geo",
      summary: "Names of all Brazilian municipalities (IBGE), sorted in Portuguese order.",
      response: z.array(z.string()),
      handler: async () => listCities(),
    }),
    defineRoute({
      method: "GET",
      url: "/api/geocoding/municipalities",
      access: "public",
      tag: "geo",
      summary:
        "All 5,570 Brazilian municipalities with their state ({ name, uf }), in Portuguese order (issue 18).",
      response: z.array(municipalitySchema),
      handler: async () => listMunicipalities(),
    }),
    defineRoute({
      method: "GET",
      url: "/api/geocoding/neighborhoods",
      access: "public",
      tag: "geo",
      summary:
        "Bairro suggestions for a city (city, q): its official and well-known bairros, then those professionals there have published; bairro names only, at most 20 (decision 0332).",
      query: neighborhoodSuggestionsQuerySchema,
      response: neighborhoodSuggestionsSchema,
      handler: ({ db, query }) => suggestNeighborhoods(db, query.city, query.q),
    }),
    defineRoute({
      method: "GET",
      url: "/api/geocoding/neighborhoods/:city",
      access: "public",
      tag: "geo",
      summary:
        "Neighbourhoods (distritos/bairros) of a city; empty when the city has none on file.",
      params: cityParam,
      response: z.array(z.object({ name: z.string() })),
      handler: async ({ params }) => {
        const names = listNeighborhoods(params.city);
        if (!names) throw new AppError("not_found", `Cidade não encontrada: ${params.city}.`);
        return names.map((name) => ({ name }));
      },
    }),
  ];
}
