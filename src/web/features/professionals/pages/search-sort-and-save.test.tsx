import type { ProfessionalSearchResult } from "@domain/contracts/professionals";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";
import { FavouritesPage } from "./favourites-page";
import { SearchPage } from "./search-page";

/** Issue 18 §5: the orders, the number of results and 'Salvar' (decisions 0342, 0343). */
const client = makeCurrentUser({ id: "c1", role: "client" });

const bia: ProfessionalSearchResult = {
  id: "p2",
  firstName: "Bia",
  lastName: "Lopes",
  profileImageUrl: null,
  createdAt: "2026-01-01T00:00:00Z",
  professionalProfile: {
    isVerified: true,
    specialties: ["Nutrição"],
    averageRating: null,
    reviewCount: 0,
    reviewVisibility: "public",
    startingFrom: false,
    priceRange: "180.00",
    serviceOptions: ["online"],
    officeAddress: null,
    officeNeighborhood: null,
    officeCity: null,
    officeState: null,
    officeComplement: null,
    homeServiceAreas: [],
    availableForNewPatients: true,
    professionalRegister: "CRN-3 12345",
    titleForm: null,
  },
  nextAvailableAt: null,
  timeZone: "America/Sao_Paulo",
  publicNumber: 2,
};

const base = {
  "GET /api/professionals/price-range": [200, { minPrice: 80, maxPrice: 400 }],
  "GET /api/geocoding/municipalities": [200, [{ name: "São Paulo", uf: "SP" }]],
  "GET /api/professionals/search": [200, [bia]],
  "GET /api/professionals/search/count": [200, { count: 124, more: false }],
} as const;

describe("search order, count and 'Salvar'", { timeout: 20_000 }, () => {
  it("sends the order chosen ('Menor preço') to the search, not to the count", async () => {
    const sent = stubApi({ ...base, "GET /api/favourites/ids": [200, []] });
    renderApp({
      path: "/professionals?specialty=Nutrição&sort=lowest_price",
      user: client,
      ui: <SearchPage />,
    });
    expect(await screen.findByText("124 profissionais")).toBeVisible();
    const search = sent.find((r) => r.url.startsWith("/api/professionals/search?"));
    expect(search!.url).toContain("sort=lowest_price");
    const count = sent.find((r) => r.url.startsWith("/api/professionals/search/count?"));
    expect(count!.url).not.toContain("sort=");
    expect(screen.getByRole("combobox", { name: "Ordenar por" })).toHaveTextContent("Menor preço");
  });

  it("says 'Mais de 1.000 profissionais' past the count's cap, and the badge without a chosen form", async () => {
    stubApi({
      ...base,
      "GET /api/professionals/search/count": [200, { count: 1000, more: true }],
      "GET /api/favourites/ids": [200, []],
    });
    renderApp({
      path: "/professionals?specialty=Nutrição&sort=best_rated",
      user: client,
      ui: <SearchPage />,
    });
    expect(await screen.findByText("Mais de 1.000 profissionais")).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Ordenar por" })).toHaveTextContent(
      "Melhor avaliação",
    );
    const card = screen.getByRole("link", { name: "Bia Lopes" }).closest("li") as HTMLElement;
    expect(within(card).getByText("Nutrição · registro verificado")).toBeVisible();
    expect(within(card).getByText("CRN-3 12345")).toBeVisible();
  });

  it("saves a professional from their card: the heart is pressed and says 'Salvo'", async () => {
    let ids: string[] = [];
    const sent = stubApi({
      ...base,
      "GET /api/favourites/ids": () => [200, ids],
      "PUT /api/favourites/p2": () => {
        ids = ["p2"];
        return [200, { professionalId: "p2", saved: true }];
      },
    });
    renderApp({ path: "/professionals?specialty=Nutrição", user: client, ui: <SearchPage /> });
    const save = await screen.findByRole("button", { name: "Salvar Bia Lopes" });
    expect(save).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(save);
    const saved = await screen.findByRole("button", { name: "Salvo Bia Lopes" });
    expect(saved).toHaveAttribute("aria-pressed", "true");
    expect(sent.some((r) => r.method === "PUT" && r.url === "/api/favourites/p2")).toBe(true);
  });

  it("asks a visitor to sign in from 'Salvar', coming back to the search (decision 0362)", async () => {
    stubApi(base);
    renderApp({ path: "/professionals?specialty=Nutrição", user: null, ui: <SearchPage /> });
    await screen.findByRole("link", { name: "Bia Lopes" });
    expect(screen.queryByRole("button", { name: /Salvar/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Salvar Bia Lopes" })).toHaveAttribute(
      "href",
      `/entrar?voltar=${encodeURIComponent(`/professionals?${new URLSearchParams({ specialty: "Nutrição" })}`)}`,
    );
  });

  it("shows a professional no 'Salvar'", async () => {
    stubApi(base);
    renderApp({
      path: "/professionals?specialty=Nutrição",
      user: makeCurrentUser({ id: "p9", role: "professional" }),
      ui: <SearchPage />,
    });
    await screen.findByRole("link", { name: "Bia Lopes" });
    expect(screen.queryByRole("button", { name: /Salvar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Salvar/ })).not.toBeInTheDocument();
  });
});

describe("'Favoritos'", () => {
  it("lists the saved professionals and removes one with its heart", async () => {
    let ids = ["p2"];
    const sent = stubApi({
      "GET /api/favourites": () => [200, ids.length ? [bia] : []],
      "GET /api/favourites/ids": () => [200, ids],
      "DELETE /api/favourites/p2": () => {
        ids = [];
        return [200, { professionalId: "p2", saved: false }];
      },
    });
    renderApp({ path: "/favoritos", user: client, ui: <FavouritesPage /> });
    const list = await screen.findByRole("list", { name: "Profissionais salvos" });
    // Her lasting address (decision 0357), coming back to the list with 'Voltar para busca'.
    expect(within(list).getByRole("link", { name: "Bia Lopes" })).toHaveAttribute(
      "href",
      "/profissional/bia-lopes-nutricionista-2?return=%2Ffavoritos",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Salvo Bia Lopes" }));
    // Once removed, the list is read again and says it is empty.
    expect(await screen.findByText(/Você ainda não salvou nenhum profissional/)).toBeVisible();
    expect(sent.some((r) => r.method === "DELETE" && r.url === "/api/favourites/p2")).toBe(true);
  });

  it("says how to save someone when the list is empty", async () => {
    stubApi({ "GET /api/favourites": [200, []], "GET /api/favourites/ids": [200, []] });
    renderApp({ path: "/favoritos", user: client, ui: <FavouritesPage /> });
    expect(await screen.findByText(/Você ainda não salvou nenhum profissional/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Buscar profissionais" })).toHaveAttribute(
      "href",
      "/professionals",
    );
  });
});
