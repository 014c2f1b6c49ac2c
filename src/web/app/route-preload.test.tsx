import { render, screen, waitFor } from "@testing-library/react";
import { readAreaHint, rememberArea } from "@web/lib/area-hint";
import { createQueryClient } from "@web/lib/query-client";
import { authKeys } from "@web/lib/query-keys";
import { NEVER, type SentRequest, stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "./app";
import { bootQueryClient } from "./boot";
import { matchPath, preloadRoute } from "./route-preload";
import { AppRouter } from "./router";

const carla = makeCurrentUser({ role: "client", isProfileComplete: true, city: "São Paulo" });
const SEARCH_ADDRESS = "http://localhost/professionals?specialty=Psicologia";
const searches = (sent: SentRequest[]) =>
  sent.filter((r) => r.url.startsWith("/api/professionals/search?"));
/**
 * The search page's own reads (the user's aside). The web project keeps one window between
 * files (decision 0371), so a request another file's app left in flight can reach this file's
 * stub: a CI run saw the client home's confirmations arrive during a test here.
 */
const searchPageReads = (sent: SentRequest[]) =>
  sent
    .map((r) => r.url)
    .filter((url) => /^\/api\/(professionals|favourites|geocoding)\//.test(url));

afterEach(() => rememberArea(null));

/** Decision 0360: a page's first reads start with its code, not after it. */
describe("route preload", { timeout: 20_000 }, () => {
  it("sends the search of /professionals?specialty=… before any screen exists, and the page uses it", async () => {
    const sent = stubApi({
      "GET /api/auth/user": [200, carla],
      "GET /api/professionals/search": [200, []],
      "GET /api/professionals/price-range": [200, { minPrice: 80, maxPrice: 400 }],
      "GET /api/geocoding/neighborhoods/São Paulo": [200, []],
      "GET /api/professionals/search/count": [200, { count: 0, more: false }],
      "GET /api/favourites/ids": [200, []],
    });
    const client = createQueryClient();
    await preloadRoute(client, "client", new URL(SEARCH_ADDRESS));
    // Nothing is rendered yet: the search and the price range are already answered.
    expect(searches(sent).map((r) => r.url)).toEqual([
      "/api/professionals/search?specialty=Psicologia&limit=24",
    ]);
    const early = sent.map((r) => r.url);
    expect(early).toContain("/api/professionals/price-range");
    expect(early).toContain("/api/professionals/search/count?specialty=Psicologia&limit=24");
    expect(early).toContain("/api/favourites/ids");

    const location = memoryLocation({ path: "/professionals?specialty=Psicologia" });
    render(
      <AppProviders client={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <AppRouter />
        </Router>
      </AppProviders>,
    );
    await screen.findByText("Nenhum profissional encontrado com os filtros selecionados.");
    expect(searches(sent)).toHaveLength(1);
    expect(sent.filter((r) => r.url.startsWith("/api/professionals/search/count"))).toHaveLength(1);
    expect(sent.filter((r) => r.url === "/api/favourites/ids")).toHaveLength(1);
  });

  it("starts the client home's confirmations with the code", async () => {
    const sent = stubApi({
      "GET /api/auth/user": [200, carla],
      "GET /api/service-confirmations": [200, []],
    });
    await preloadRoute(createQueryClient(), "client", new URL("http://localhost/"));
    expect(sent.map((r) => r.url)).toEqual(["/api/auth/user", "/api/service-confirmations"]);
  });

  it("reads nothing when the area remembered here is no longer signed in", async () => {
    const sent = stubApi({ "GET /api/auth/user": [401, { code: "unauthorized" }] });
    await preloadRoute(createQueryClient(), "client", new URL(SEARCH_ADDRESS));
    expect(sent.map((r) => r.url)).toContain("/api/auth/user");
    expect(searchPageReads(sent)).toEqual([]);
  });

  it("waits for the user before reading: a session that ended never sends the page's reads", async () => {
    const sent = stubApi({ "GET /api/auth/user": NEVER });
    void preloadRoute(createQueryClient(), "client", new URL(SEARCH_ADDRESS));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.map((r) => r.url)).toContain("/api/auth/user");
    expect(searchPageReads(sent)).toEqual([]);
  });

  it("the app's client remembers the signed-in user's area, and forgets it once signed out", async () => {
    stubApi({ "GET /api/auth/user": [200, carla] });
    const client = bootQueryClient();
    expect(bootQueryClient()).toBe(client);
    await waitFor(() => expect(readAreaHint()).toBe("client"));
    client.setQueryData(authKeys.user(), null);
    expect(readAreaHint()).toBeNull();
  });

  it("a visitor's search starts at once, without waiting for GET /api/auth/user (public reads)", async () => {
    const sent = stubApi({
      "GET /api/auth/user": NEVER,
      "GET /api/professionals/search": [200, []],
      "GET /api/professionals/price-range": [200, { minPrice: 80, maxPrice: 400 }],
    });
    await preloadRoute(createQueryClient(), null, new URL(SEARCH_ADDRESS));
    await waitFor(() =>
      expect(searches(sent).map((r) => r.url)).toEqual([
        "/api/professionals/search?specialty=Psicologia&limit=24",
      ]),
    );
    expect(sent.some((r) => r.url === "/api/auth/user")).toBe(false);
  });

  it("a visitor elsewhere reads nothing early", async () => {
    const sent = stubApi({});
    await preloadRoute(createQueryClient(), null, new URL("http://localhost/entrar"));
    await preloadRoute(createQueryClient(), null, new URL("http://localhost/profissional/ana-1"));
    expect(sent).toEqual([]);
  });

  it("matches the areas' patterns", () => {
    expect(matchPath("/", "/")).toEqual({});
    expect(matchPath("/professionals", "/professionals")).toEqual({});
    expect(matchPath("/professionals", "/professionals/")).toEqual({});
    expect(matchPath("/professional/:id", "/professional/a%20b")).toEqual({ id: "a b" });
    expect(matchPath("/professional/:id", "/professional/")).toBeNull();
    expect(matchPath("/", "/professionals")).toBeNull();
  });

  it("remembers the area in a cookie that names only the role", () => {
    expect(readAreaHint()).toBeNull();
    rememberArea("client");
    expect(document.cookie).toContain("acolher_area=client");
    expect(readAreaHint()).toBe("client");
    rememberArea(null);
    expect(readAreaHint()).toBeNull();
    expect(readAreaHint("acolher_area=hacker")).toBeNull();
  });
});
