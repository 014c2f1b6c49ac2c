import type { ProfessionalSearchResult } from "@domain/contracts/professionals";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { NEVER, type SentRequest, stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";
import { SearchPage } from "./search-page";

const client = {
  id: "c1",
  firstName: "Carla",
  lastName: "Mendes",
  email: "carla@example.com",
  role: "client",
  city: "São Paulo",
  address: "Pinheiros",
  isProfileComplete: true,
};

const ana: ProfessionalSearchResult = {
  id: "p1",
  firstName: "Ana",
  lastName: "Souza",
  profileImageUrl: null,
  createdAt: "2026-01-01T00:00:00Z",
  professionalProfile: {
    isVerified: true,
    specialties: ["Psicologia"],
    averageRating: 4.666,
    reviewCount: 3,
    reviewVisibility: "public",
    startingFrom: true,
    priceRange: "150.00",
    serviceOptions: ["online", "domiciliar"],
    officeAddress: null,
    officeNeighborhood: null,
    officeCity: null,
    officeState: null,
    officeComplement: null,
    homeServiceAreas: ["Pinheiros", "Moema", "Lapa", "Butantã", "Sé"],
    availableForNewPatients: true,
    professionalRegister: "CRP 06/123456",
    titleForm: "feminine",
  },
  nextAvailableAt: "2026-11-27T14:00",
  timeZone: "America/Sao_Paulo",
  publicNumber: 1,
};

const base = {
  "GET /api/auth/user": [200, client],
  "GET /api/professionals/price-range": [200, { minPrice: 80, maxPrice: 400 }],
  "GET /api/geocoding/neighborhoods/São Paulo": [200, [{ name: "Moema" }, { name: "Pinheiros" }]],
  "GET /api/geocoding/municipalities": [200, [{ name: "São Paulo", uf: "SP" }]],
} as const;

const searchCalls = (sent: SentRequest[]) =>
  sent.filter((r) => r.url.startsWith("/api/professionals/search?"));
const renderSearch = (path: string) => renderApp({ path, ui: <SearchPage /> });

// Rendering Radix components in jsdom on a busy machine can pass the 5 s default.
describe("search page", { timeout: 20_000 }, () => {
  it("waits for a search and requires a specialty", async () => {
    const sent = stubApi(base);
    renderSearch("/professionals");
    expect(screen.getByText(/clique em Buscar/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Buscar" }));

    expect(await screen.findByText("Especialidade obrigatória")).toBeInTheDocument();
    expect(screen.getByText("Por favor, selecione uma especialidade para buscar.")).toBeVisible();
    expect(searchCalls(sent)).toHaveLength(0);
  });

  it("a card of private reviews shows no rating, not even 'Sem avaliações' (decision 0387)", async () => {
    const hidden = {
      ...ana,
      professionalProfile: {
        ...ana.professionalProfile,
        averageRating: null,
        reviewCount: 0,
        reviewVisibility: "private" as const,
      },
    };
    stubApi({ ...base, "GET /api/professionals/search": [200, [hidden]] });
    renderSearch("/professionals?specialty=Psicologia");
    const card = (await screen.findByRole("link", { name: "Ana Souza" })).closest(
      "li",
    ) as HTMLElement;
    expect(within(card).getByText("CRP 06/123456")).toBeVisible();
    expect(within(card).queryByText(/avaliaç/i)).not.toBeInTheDocument();
  });

  it("shows six skeleton cards while the results load", async () => {
    stubApi({ ...base, "GET /api/professionals/search": NEVER });
    renderSearch("/professionals?specialty=Psicologia");
    const loading = await screen.findByRole("status", { name: "Carregando profissionais" });
    expect(within(loading).getAllByTestId("professional-card-skeleton")).toHaveLength(6);
  });

  it("shows result cards as the spec describes them, linking back to the search", async () => {
    stubApi({ ...base, "GET /api/professionals/search": [200, [ana]] });
    const query = "specialty=Psicologia&neighborhood=Pinheiros&serviceOptions=domiciliar";
    renderSearch(`/professionals?${query}`);

    const link = await screen.findByRole("link", { name: "Ana Souza" });
    const card = link.closest("li") as HTMLElement;
    // Issue 18: the title agrees with her, and her council register shows (decisions 0340, 0341).
    expect(within(card).getByText("Psicóloga verificada")).toBeVisible();
    expect(within(card).getByText("CRP 06/123456")).toBeVisible();
    expect(within(card).getByText("4,7 (3 avaliações)")).toBeVisible();
    expect(within(card).getByText("A partir de R$ 150,00")).toBeVisible();
    expect(within(card).getByText(/Pinheiros, Moema, Lapa e mais 2 bairros/)).toBeVisible();
    // Issue 18: the card links straight to her lasting address (decision 0357).
    const href = new URL(link.getAttribute("href") ?? "", "http://localhost");
    expect(href.pathname).toBe("/profissional/ana-souza-psicologa-1");
    expect(href.searchParams.get("return")).toBe(`/professionals?${query}`);
    expect(href.searchParams.get("neighborhood")).toBe("Pinheiros");
  });

  it("shows each card's next slot, linking to the booking at it, or why it cannot be booked", async () => {
    const sent = stubApi({
      ...base,
      "GET /api/professionals/search": [
        200,
        [
          ana,
          { ...ana, id: "p2", lastName: "Lima", nextAvailableAt: null },
          {
            ...ana,
            id: "p3",
            lastName: "Reis",
            professionalProfile: { ...ana.professionalProfile, availableForNewPatients: false },
          },
        ],
      ],
    });
    renderSearch("/professionals?specialty=Psicologia&sort=next_available");

    const next = await screen.findByRole("link", { name: "Próximo horário: sex., 27/11 às 14:00" });
    const href = new URL(next.getAttribute("href") ?? "", "http://localhost");
    expect(href.pathname).toBe("/profissional/ana-souza-psicologa-1");
    expect(href.searchParams.get("horario")).toBe("2026-11-27T14:00");
    const card = (name: string) => screen.getByRole("link", { name }).closest("li") as HTMLElement;
    expect(within(card("Ana Lima")).getByText("Sem horários disponíveis")).toBeVisible();
    expect(within(card("Ana Reis")).getByText("Não está aceitando novos pacientes")).toBeVisible();
    expect(within(card("Ana Reis")).queryByText(/Próximo horário/)).not.toBeInTheDocument();
    expect(searchCalls(sent)[0]!.url).toContain("sort=next_available");
    expect(screen.getByRole("combobox", { name: "Ordenar por" })).toHaveTextContent(
      "Mais cedo disponível",
    );
  });

  it("loads the page after the last professional shown with 'Carregar mais' while pages come back full", async () => {
    const afters: (string | null)[] = [];
    const page = (url: URL) => {
      afters.push(url.searchParams.get("after"));
      const offset = afters.length === 1 ? 0 : 24;
      const size = offset === 0 ? 24 : 3;
      const professionals = Array.from({ length: size }, (_, i) => ({
        ...ana,
        id: `p${offset + i}`,
        lastName: `Souza ${offset + i}`,
      }));
      return [200, professionals] as const;
    };
    stubApi({ ...base, "GET /api/professionals/search": page });
    renderSearch("/professionals?specialty=Psicologia");
    await screen.findByRole("link", { name: "Ana Souza 23" });

    await userEvent.click(screen.getByRole("button", { name: "Carregar mais" }));

    expect(await screen.findByRole("link", { name: "Ana Souza 26" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Ana Souza 0" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Carregar mais" })).not.toBeInTheDocument();
    expect(afters).toEqual([null, "p23"]);
  });

  it("says so when nothing matches", async () => {
    stubApi({ ...base, "GET /api/professionals/search": [200, []] });
    renderSearch("/professionals?specialty=Nutri%C3%A7%C3%A3o");
    expect(
      await screen.findByText("Nenhum profissional encontrado com os filtros selecionados."),
    ).toBeVisible();
  });

  it("toasts when the results cannot be loaded", async () => {
    stubApi(base);
    renderSearch("/professionals?specialty=Psicologia");
    expect(
      (await screen.findAllByText("Erro ao carregar profissionais. Tente novamente.")).length,
    ).toBeGreaterThan(0);
  });

  it("starts the price filter at the server's range and refuses a minimum above the maximum", async () => {
    const sent = stubApi(base);
    renderSearch("/professionals?specialty=Psicologia");
    await waitFor(() => expect(searchCalls(sent)).toHaveLength(1));
    await waitFor(() => expect(sent.map((r) => r.url)).toContain("/api/professionals/price-range"));

    await userEvent.click(screen.getByRole("checkbox", { name: "Filtrar por preço" }));
    const min = screen.getByLabelText("Preço mínimo (R$)");
    const max = screen.getByLabelText("Preço máximo (R$)");
    expect(min).toHaveValue(80);
    expect(max).toHaveValue(400);

    await userEvent.clear(min);
    await userEvent.type(min, "500");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "O preço mínimo não pode ser maior que o máximo",
    );
    await userEvent.click(screen.getByRole("button", { name: "Buscar" }));
    expect(searchCalls(sent)).toHaveLength(1);
  });

  it("always shows the bairro, saying what it filters, and starts it at the client's with a place option", async () => {
    stubApi(base);
    renderSearch("/professionals");
    await screen.findByRole("checkbox", { name: "Domiciliar" });
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
    const bairro = screen.getByRole("combobox", { name: "Bairro" });
    expect(bairro).toHaveValue("");
    expect(bairro).toHaveAccessibleDescription(
      "O bairro vale para quem atende em Local Próprio (consultório) ou Domiciliar (na sua casa); o atendimento online não depende dele.",
    );

    await userEvent.click(screen.getByRole("checkbox", { name: "Domiciliar" }));
    expect(await screen.findByRole("combobox", { name: "Bairro" })).toHaveValue("Pinheiros");

    // Only Online left: the bairro no longer filters anything, and goes back to all.
    await userEvent.click(screen.getByRole("checkbox", { name: "Online" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Domiciliar" }));
    expect(screen.getByRole("combobox", { name: "Bairro" })).toHaveValue("");
  });

  it("starts a client's city filter at their own city while the URL holds no search", async () => {
    stubApi(base);
    // A signed-in client's screen renders with the user known, on the server as in the browser.
    const user = makeCurrentUser({ role: "client", city: "São Paulo", state: "SP" });
    renderApp({ path: "/professionals", ui: <SearchPage />, user });
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Cidade" })).toHaveValue("São Paulo - SP"),
    );
    expect(screen.getByRole("combobox", { name: "Bairro" })).toHaveValue("");
  });

  it("follows a URL's search as written, without the client's city", async () => {
    const sent = stubApi({ ...base, "GET /api/professionals/search": [200, [ana]] });
    renderSearch("/professionals?specialty=Psicologia");
    await screen.findByRole("link", { name: "Ana Souza" });
    expect(screen.getByRole("combobox", { name: "Cidade" })).toHaveValue("");
    expect(searchCalls(sent)[0]!.url).not.toContain("city=");
  });

  it("folds the filters behind 'Filtros' on a phone once there are results, summarising them", async () => {
    stubApi({ ...base, "GET /api/professionals/search": [200, [ana]] });
    renderSearch(
      "/professionals?specialty=Psicologia&serviceOptions=online&city=Campinas&state=SP",
    );
    await screen.findByRole("link", { name: "Ana Souza" });
    const toggle = screen.getByRole("button", { name: "Filtros" });
    const panel = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Hidden below the md breakpoint only: a desktop keeps the filters in view.
    expect(panel).toHaveClass("hidden", "md:block");
    expect(screen.getByTestId("filters-summary")).toHaveTextContent(
      "Filtros ativos: Psicologia · Online · Campinas - SP",
    );

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).not.toHaveClass("hidden");
    expect(within(panel).getByRole("form", { name: "Filtros de busca" })).toBeInTheDocument();
  });

  it("opens with the filters unfolded before any search", () => {
    stubApi(base);
    renderSearch("/professionals");
    const toggle = screen.getByRole("button", { name: "Filtros" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById("search-filters")).not.toHaveClass("hidden");
  });

  it("suggests the specialty online and nearby cities when nothing matches, each a new search", async () => {
    const sent = stubApi({
      ...base,
      "GET /api/professionals/search": (url: URL) =>
        [200, url.searchParams.get("city") === "Campinas" ? [ana] : []] as const,
      "GET /api/professionals/search/alternatives": [
        200,
        {
          online: { count: 3, more: false },
          cities: [{ city: "Campinas", state: "SP", count: 2 }],
        },
      ],
    });
    const { location } = renderSearch(
      "/professionals?specialty=Psicologia&city=Ribeir%C3%A3o%20Preto&state=SP&serviceOptions=local_proprio",
    );
    expect(
      await screen.findByText("Nenhum profissional encontrado com os filtros selecionados."),
    ).toBeVisible();
    const others = await screen.findByRole("navigation", { name: "Outras buscas" });
    const online = within(others).getByRole("link", { name: "Psicologia online: 3 profissionais" });
    expect(online).toHaveAttribute(
      "href",
      "/professionals?specialty=Psicologia&serviceOptions=online",
    );
    const asked = sent.find((r) => r.url.startsWith("/api/professionals/search/alternatives"));
    expect(asked!.url).toBe(
      "/api/professionals/search/alternatives?specialty=Psicologia&city=Ribeir%C3%A3o+Preto&state=SP",
    );

    await userEvent.click(
      within(others).getByRole("link", { name: "Psicologia em Campinas - SP: 2 profissionais" }),
    );
    expect(await screen.findByRole("link", { name: "Ana Souza" })).toBeVisible();
    expect(location.history?.at(-1)).toBe(
      "/professionals?specialty=Psicologia&city=Campinas&state=SP&serviceOptions=local_proprio",
    );
  });

  it("clears every filter and the URL back to the unsearched state", async () => {
    stubApi({ ...base, "GET /api/professionals/search": [200, [ana]] });
    const { location } = renderSearch("/professionals?specialty=Psicologia&name=Ana");
    await screen.findByRole("link", { name: "Ana Souza" });

    await userEvent.click(screen.getByRole("button", { name: "Limpar filtros" }));

    expect(screen.queryByRole("link", { name: "Ana Souza" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Nome do profissional")).toHaveValue("");
    expect(screen.getByText(/clique em Buscar/)).toBeVisible();
    expect(location.history?.at(-1)).toBe("/professionals");
  });
});
