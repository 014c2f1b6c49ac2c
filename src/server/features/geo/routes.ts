import { z } from "@domain/contracts/z";
import { AppError } from "@server/errors";
import { defineRoute, type RouteDef } from "@server/http/route";
import { listCities, listNeighborhoods } from "./places";

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
