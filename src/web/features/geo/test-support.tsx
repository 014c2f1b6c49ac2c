import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { Toaster } from "@web/components/ui/toaster";
import { createQueryClient } from "@web/lib/query-client";
import type { ReactElement } from "react";
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

/** Renders with the app's query defaults and the toaster, as the app does. */
export function renderWithApp(ui: ReactElement, queryClient = createQueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}
