import type { PublicProfessional } from "@domain/contracts/professionals";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { beforeAll, describe, expect, it, vi } from "vitest";

// Issue 18 §1, decisions 0320-0324: what a visitor (nobody signed in) may do.
vi.mock("@web/lib/browser", () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));

const client = makeCurrentUser();
const PRO_ID = "8e0d5a8e-6f7b-4c1e-9d55-1f2a3b4c5d6e";

/** A profile as a visitor gets it: no contact; viewerMayBook = takes new patients. */
const professional = {
  id: PRO_ID,
  firstName: "Ana",
  lastName: "Souza",
  profileImageUrl: null,
  createdAt: "2024-01-01T00:00:00Z",
  email: null,
  phone: null,
  bio: null,
  professionalProfile: {
    professionalRegister: "CRP 06/123456",
    titleForm: "feminine",
    specialties: ["Psicologia"],
    serviceOptions: ["online"],
    officeAddress: null,
    officeComplement: null,
    officeNeighborhood: null,
    officeCity: null,
    officeState: null,
    homeServiceAreas: [],
    homeServiceCity: null,
    bio: "Atendo adultos.",
    priceRange: "180.00",
    startingFrom: false,
    isVerified: true,
    showContact: true,
    shareEmail: true,
    availableForNewPatients: true,
    createdAt: "2024-01-01T00:00:00Z",
    averageRating: null,
    reviewCount: 0,
  },
  nextAvailableAt: "2026-12-03T14:00",
  timeZone: "America/Sao_Paulo",
  viewerMayBook: true,
  publicNumber: 12345,
} as unknown as PublicProfessional;

const signInAs = async (user = client) => {
  stubApi({ "POST /api/auth/login": [200, user] });
  await userEvent.type(await screen.findByLabelText("E-mail"), "carla@example.com");
  await userEvent.type(screen.getByLabelText("Senha"), "uma-senha-boa");
  await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
};

const noReviews = { reviews: [], averageRating: null, reviewCount: 0 };
/** The profile's reads, by its id and by its public address (issue 18 §2, which may move it). */
const profileRoutes = () => ({
  [`GET /api/professionals/${PRO_ID}`]: [200, professional] as const,
  [`GET /api/reviews/professional/${PRO_ID}`]: [200, noReviews] as const,
  "GET /api/pages": [200, { kind: "profile", professional, reviews: noReviews }] as const,
});
/** The page's path now (the profile may have moved to its lasting address). */
const pathNow = (location: { history: readonly string[] }) =>
  new URL(location.history.at(-1)!, "http://localhost").pathname;

beforeAll(async () => {
  await Promise.all([
    import("./public-screens"),
    import("./signed-in"),
    import("./areas/client-area"),
  ]);
}, 30_000);

describe("a link kept through sign-in (decision 0324)", { timeout: 20_000 }, () => {
  it("a signed-out visit to a signed-in page shows the sign-in, then goes back there", async () => {
    const { location } = renderApp({ path: "/appointments?aba=historico", user: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
    expect(location.history.at(-1)).toBe("/entrar?voltar=%2Fappointments%3Faba%3Dhistorico");
    expect(screen.getByRole("link", { name: "Criar conta" })).toHaveAttribute(
      "href",
      "/criar-conta?voltar=%2Fappointments%3Faba%3Dhistorico",
    );
    await signInAs();
    await waitFor(() => expect(location.history.at(-1)).toBe("/appointments?aba=historico"));
  });

  it.each(["%2F%2Fevil.com", "https%3A%2F%2Fevil.com", "%2F%5Cevil.com", "javascript%3Aalert(1)"])(
    "refuses to send anyone off the site (voltar=%s) and goes home",
    async (target) => {
      const { location } = renderApp({ path: `/entrar?voltar=${target}`, user: null });
      // The sign-in screen loads on demand: in a shuffled run this may be its first render.
      expect(await screen.findByRole("link", { name: "Criar conta" })).toHaveAttribute(
        "href",
        "/criar-conta",
      );
      await signInAs();
      await waitFor(() => expect(location.history.at(-1)).toBe("/"));
      expect(location.history.join(" ")).not.toMatch(/evil|javascript/);
    },
  );

  it("a new account goes back to the page too", async () => {
    const { location } = renderApp({
      path: `/criar-conta?voltar=${encodeURIComponent(`/professional/${PRO_ID}?agendar=1`)}`,
      user: null,
    });
    expect(await screen.findByRole("link", { name: "Entrar" })).toHaveAttribute(
      "href",
      `/entrar?voltar=${encodeURIComponent(`/professional/${PRO_ID}?agendar=1`)}`,
    );
    stubApi({ "POST /api/auth/register": [201, makeCurrentUser({ role: null })] });
    await userEvent.type(screen.getByLabelText("Nome"), "Joana");
    await userEvent.type(screen.getByLabelText("Sobrenome"), "Silva");
    await userEvent.type(screen.getByLabelText("E-mail"), "joana@example.com");
    await userEvent.type(screen.getByLabelText("Senha"), "uma-senha-boa");
    await userEvent.type(screen.getByLabelText("Repita a senha"), "uma-senha-boa");
    await userEvent.click(screen.getByRole("checkbox", { name: /li e aceito os termos de uso/i }));
    await userEvent.click(screen.getByRole("button", { name: "Criar conta" }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/professional/${PRO_ID}?agendar=1`));
  });
});

describe("a visitor's profile and search", { timeout: 20_000 }, () => {
  it("reads a shared profile in the public layout; booking asks to sign in, keeping the slot", async () => {
    stubApi(profileRoutes());
    const { location } = renderApp({
      path: `/professional/${PRO_ID}?return=%2Fprofessionals`,
      user: null,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Ana Souza" })).toBeVisible();
    const here = () => `${pathNow(location)}?return=%2Fprofessionals`;
    const account = screen.getByRole("navigation", { name: "Conta" });
    await waitFor(() =>
      expect(within(account).getByRole("link", { name: "Entrar" })).toHaveAttribute(
        "href",
        `/entrar?voltar=${encodeURIComponent(here())}`,
      ),
    );
    expect(screen.queryByText(/WhatsApp|ana@/)).toBeNull();

    // A link to the sign-in before the page's JavaScript runs; then the prompt (decision 0362).
    const slot = screen.getByRole("link", { name: /Próximo horário/ });
    const back = `${here()}&horario=2026-12-03T14%3A00`;
    expect(slot).toHaveAttribute("href", `/entrar?voltar=${encodeURIComponent(back)}`);
    await userEvent.click(slot);
    const dialog = await screen.findByRole("dialog", { name: "Entre para agendar" });
    expect(dialog).toHaveTextContent("qui., 03/12 às 14:00");
    expect(within(dialog).getByRole("link", { name: "Entrar" })).toHaveAttribute(
      "href",
      `/entrar?voltar=${encodeURIComponent(back)}`,
    );
    expect(within(dialog).getByRole("link", { name: "Criar conta" })).toHaveAttribute(
      "href",
      `/criar-conta?voltar=${encodeURIComponent(back)}`,
    );
  });

  it("'Agendar consulta' without a slot comes back to the booking itself", async () => {
    stubApi(profileRoutes());
    const { location } = renderApp({ path: `/professional/${PRO_ID}`, user: null });
    const book = await screen.findByRole("link", { name: "Agendar consulta" });
    const signIn = () => `/entrar?voltar=${encodeURIComponent(`${pathNow(location)}?agendar=1`)}`;
    await waitFor(() => expect(book).toHaveAttribute("href", signIn()));
    await userEvent.click(book);
    const dialog = await screen.findByRole("dialog", { name: "Entre para agendar" });
    expect(within(dialog).getByRole("link", { name: "Entrar" })).toHaveAttribute("href", signIn());
  });

  it("'Salvar' asks a visitor to sign in and come back to the profile (decision 0362)", async () => {
    stubApi(profileRoutes());
    const { location } = renderApp({
      path: `/professional/${PRO_ID}?return=%2Fprofessionals&agendar=1`,
      user: null,
    });
    const save = await screen.findByRole("link", { name: "Salvar Ana Souza" });
    // Back to the page, not to a booking: saving was asked.
    const back = () => `${pathNow(location)}?return=%2Fprofessionals`;
    await waitFor(() =>
      expect(save).toHaveAttribute("href", `/entrar?voltar=${encodeURIComponent(back())}`),
    );
    await userEvent.click(save);
    await waitFor(() => expect(pathNow(location)).toBe("/entrar"));
  });

  it("searches without an account", async () => {
    const sent = stubApi({
      "GET /api/professionals/search": [200, []],
      "GET /api/professionals/price-range": [200, { minPrice: 0, maxPrice: 1000 }],
    });
    renderApp({ path: "/professionals?specialty=Psicologia", user: null });
    await waitFor(() =>
      expect(sent.some((r) => r.url.startsWith("/api/professionals/search?"))).toBe(true),
    );
    expect(screen.getByRole("navigation", { name: "Conta" })).toBeVisible();
  });
});

describe("landing page (issue 18)", { timeout: 20_000 }, () => {
  it("shows the marketplace's real numbers in Brazilian format", async () => {
    stubApi({ "GET /api/public/stats": [200, { verifiedProfessionals: 12345, citiesServed: 1 }] });
    renderApp({ path: "/", user: null });
    expect(await screen.findByText("12.345 profissionais verificados")).toBeVisible();
    expect(screen.getByText("1 cidade")).toBeVisible();
  });

  it("searches by specialty, city and bairro in the public search", async () => {
    stubApi({ "GET /api/public/stats": [200, { verifiedProfessionals: 0, citiesServed: 0 }] });
    const { location } = renderApp({ path: "/", user: null });
    // The search box loads beside the landing's first download (decision 0130).
    const form = await screen.findByRole("form", { name: "Buscar profissionais" });
    await userEvent.selectOptions(within(form).getByLabelText("Especialidade"), "Nutrição");
    await userEvent.type(within(form).getByLabelText("Cidade"), "Rio de Janeiro");
    await userEvent.type(within(form).getByLabelText("Bairro (opcional)"), "Copacabana");
    stubApi({
      "GET /api/professionals/search": [200, []],
      "GET /api/professionals/price-range": [200, { minPrice: 0, maxPrice: 1000 }],
    });
    await userEvent.click(within(form).getByRole("button", { name: "Buscar profissionais" }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        "/professionals?specialty=Nutri%C3%A7%C3%A3o&city=Rio+de+Janeiro&serviceOptions=local_proprio,domiciliar&neighborhood=Copacabana",
      ),
    );
    // Nothing to boast of yet: no "0 profissionais verificados".
    expect(screen.queryByText(/^0 profissionais/)).toBeNull();
  });
});

describe("a search card's next slot, for a visitor", { timeout: 20_000 }, () => {
  it("asks at once to sign in, keeping that slot", async () => {
    stubApi(profileRoutes());
    const { location } = renderApp({
      path: `/professional/${PRO_ID}?horario=2026-12-03T14:00`,
      user: null,
    });
    const dialog = await screen.findByRole("dialog", { name: "Entre para agendar" });
    expect(dialog).toHaveTextContent("qui., 03/12 às 14:00");
    expect(within(dialog).getByRole("link", { name: "Entrar" })).toHaveAttribute(
      "href",
      `/entrar?voltar=${encodeURIComponent(`${pathNow(location)}?horario=2026-12-03T14%3A00`)}`,
    );
  });
});

describe("a session lost on a page (decision 0324)", () => {
  it("signs in again through /api/login, coming back to that page", async () => {
    const { goTo } = await import("@web/lib/browser");
    const { createSessionExit } = await import("@web/lib/session-exit");
    window.history.pushState({}, "", "/appointments?aba=historico");
    try {
      createSessionExit().signedOut();
      expect(goTo).toHaveBeenCalledWith("/api/login?voltar=%2Fappointments%3Faba%3Dhistorico");
    } finally {
      window.history.pushState({}, "", "/");
    }
  });
});
