import { vi } from "vitest";

/** Test-only: fixed answers for the geocoding reads (web unit layer; journeys use the server). */
export interface GeoFixture {
  cities: string[];
  neighborhoods: Record<string, string[]>;
}

export function stubGeoFetch(fixture: GeoFixture) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = decodeURIComponent(String(input));
    if ((init?.method ?? "GET") !== "GET") throw new Error(`unexpected ${init?.method} ${url}`);
    if (url === "/api/geocoding/cities") return Response.json(fixture.cities);
    const city = url.match(/^\/api\/geocoding\/neighborhoods\/(.+)$/)?.[1];
    const names = city === undefined ? undefined : fixture.neighborhoods[city];
    if (!names) return new Response('{"message":"Cidade não encontrada"}', { status: 404 });
    return Response.json(names.map((name) => ({ name })));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
