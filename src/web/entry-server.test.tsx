import type { CurrentUser } from "@domain/contracts/auth";
import type { PublicProfessional } from "@domain/contracts/professionals";
import { profilePath } from "@domain/public-pages";
import { describe, expect, it } from "vitest";
import { appReads, render } from "./entry-server";
import { TEST_SITE } from "./test/site";
import { makeCurrentUser } from "./test/users";

/** A profile as a visitor reads it (decision 0320), free on Thursday 3 December at 14:00. */
const professional = {
  id: "8e0d5a8e-6f7b-4c1e-9d55-1f2a3b4c5d6e",
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
    showContact: false,
    shareEmail: false,
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

const reviews = { reviews: [], averageRating: null, reviewCount: 0, visibility: "public" as const };

/** The address of the server-rendered page's link whose text (or label) is `name`. */
function linkHref(html: string, name: RegExp): string | null {
  const page = new DOMParser().parseFromString(html, "text/html");
  const link = [...page.querySelectorAll("a")].find((a) =>
    name.test(a.getAttribute("aria-label") ?? a.textContent ?? ""),
  );
  return link?.getAttribute("href") ?? null;
}

describe("a server-rendered public profile (decision 0362)", { timeout: 20_000 }, () => {
  it("holds a visitor's 'Agendar consulta', next slot and 'Salvar' as links to the sign-in", async () => {
    const path = profilePath(professional);
    const { html, state } = await render(
      `${path}?return=%2Fprofessionals`,
      { kind: "profile", professional, reviews },
      TEST_SITE,
    );
    const back = (query: string) =>
      `/entrar?voltar=${encodeURIComponent(`${path}?return=%2Fprofessionals${query}`)}`;
    expect(linkHref(html, /^Agendar consulta$/)).toBe(back("&agendar=1"));
    expect(linkHref(html, /^Próximo horário/)).toBe(back("&horario=2026-12-03T14%3A00"));
    expect(linkHref(html, /^Salvar Ana Souza$/)).toBe(back(""));
    expect(html).not.toMatch(/<button[^>]*>(?:(?!<\/button>).)*Agendar consulta/s);
    // The footer names the operator before JavaScript, and the page's state carries it (0389).
    const footer = new DOMParser().parseFromString(html, "text/html").querySelector("footer");
    expect(footer?.textContent).toContain("Acolher Teste Ltda. · CNPJ 11.222.333/0001-81");
    expect(footer?.textContent).toContain("Encarregado de dados: Beatriz Encarregada");
    expect(JSON.stringify(state)).toContain("Acolher Teste Ltda.");
  });
});

describe("'Conteúdos' and 'Seguir' in the server's profile (decision 0404)", {
  timeout: 20_000,
}, () => {
  const content = {
    id: "k1",
    slug: "sono-e-rotina-ab12",
    path: "/conteudos/sono-e-rotina-ab12",
    title: "Sono e rotina",
    contentText: "Dormir bem.",
    imageUrl: null,
    publishedAt: "2026-11-20T12:00:00.000Z",
    updatedAt: "2026-11-20T12:00:00.000Z",
    author: {
      id: professional.id,
      firstName: "Ana",
      lastName: "Souza",
      specialty: "Psicologia",
      profileImageUrl: null,
      profilePath: "/profissional/ana-souza-psicologa-12345",
    },
  };
  const page = (html: string) => new DOMParser().parseFromString(html, "text/html");

  it("holds a visitor's contents and 'Seguir', a link to the sign-in back to the profile", async () => {
    const path = profilePath(professional);
    const { html, state } = await render(
      path,
      { kind: "profile", professional, reviews, contents: [content] },
      TEST_SITE,
    );
    const list = page(html).querySelector('ul[aria-label="Conteúdos"]');
    expect(list?.querySelector("a")?.getAttribute("href")).toBe("/conteudos/sono-e-rotina-ab12");
    expect(list?.textContent).toContain("Sono e rotina");
    expect(linkHref(html, /^Seguir$/)).toBe(`/entrar?voltar=${encodeURIComponent(path)}`);
    // The browser finds the same list under the key the page reads it with: nothing to fetch.
    const key = JSON.stringify(["contents", "professional", professional.id]);
    expect(state.queries.find((q) => JSON.stringify(q.queryKey) === key)?.state.data).toEqual([
      content,
    ]);
  });

  it("holds a client's own 'Seguindo' with the reads the server made for them", async () => {
    const path = profilePath(professional);
    const user = makeCurrentUser();
    const reads = appReads(path, user, { professionalId: professional.id }) ?? [];
    const answers: Record<string, unknown> = {
      [`/api/pages?path=${encodeURIComponent(path)}`]: {
        kind: "profile",
        professional,
        reviews,
        contents: [content],
      },
      [`/api/professionals/${professional.id}`]: professional,
      [`/api/reviews/professional/${professional.id}`]: reviews,
      "/api/favourites/ids": [],
      [`/api/professionals/${professional.id}/contents`]: [content],
      [`/api/follows/${professional.id}`]: { following: true },
    };
    const { html } = await render(
      path,
      {
        kind: "app",
        user,
        reads: reads
          .filter((read) => read.path in answers)
          .map((read) => ({ key: read.key, data: answers[read.path] })),
      },
      TEST_SITE,
    );
    const follow = [...page(html).querySelectorAll("button")].find((b) =>
      /^Segui/.test(b.textContent ?? ""),
    );
    expect(follow?.textContent).toBe("Seguindo");
    expect(follow?.getAttribute("aria-pressed")).toBe("true");
    // Its status is the server's; the click waits for the code like every code-only button
    // of a rendered page (decision 0416), enabled once React holds the page.
    expect(follow?.hasAttribute("disabled")).toBe(true);
    expect(page(html).querySelector('ul[aria-label="Conteúdos"]')?.textContent).toContain(
      "Sono e rotina",
    );
  });
});

describe("the search page's reads the server makes (decision 0366)", () => {
  const client = { role: "client", isProfileComplete: true } as CurrentUser;
  const paths = (url: string, user: CurrentUser | null) =>
    appReads(url, user)?.map((read) => read.path) ?? null;

  it("asks what the page asks: price range, results and count; a client's hearts too", () => {
    const url = "/professionals?specialty=Psicologia&sort=lowest_price";
    expect(paths(url, null)).toEqual([
      "/api/professionals/price-range",
      "/api/professionals/search?specialty=Psicologia&sort=lowest_price&limit=24",
      "/api/professionals/search/count?specialty=Psicologia&limit=24",
    ]);
    expect(paths(url, client)).toContain("/api/favourites/ids");
    // The results are one page of an infinite list, kept under the page's own key.
    const results = appReads(url, null)?.find((read) => read.infinite);
    expect(results?.key).toEqual([
      "professionals",
      "search",
      "specialty=Psicologia&sort=lowest_price",
    ]);
  });

  it("reads a client's view of a profile the server found: the page, the profile, its reviews, the hearts, its contents, the follow", () => {
    const id = "8e0d5a8e-6f7b-4c1e-9d55-1f2a3b4c5d6e";
    expect(
      paths("/profissional/ana-souza-psicologa-12345?return=%2Fprofessionals", client),
    ).toBeNull();
    expect(
      appReads("/profissional/ana-souza-psicologa-12345", client, { professionalId: id })?.map(
        (read) => read.path,
      ),
    ).toEqual([
      "/api/pages?path=%2Fprofissional%2Fana-souza-psicologa-12345",
      `/api/professionals/${id}`,
      `/api/reviews/professional/${id}`,
      "/api/favourites/ids",
      `/api/professionals/${id}/contents`,
      `/api/follows/${id}`,
    ]);
    // A visitor's profile is rendered from the server's own reads (decision 0351).
    expect(
      appReads("/profissional/ana-souza-psicologa-12345", null, { professionalId: id }),
    ).toBeNull();
  });

  it("reads no results before a search is made", () => {
    expect(paths("/professionals", null)).toEqual(["/api/professionals/price-range"]);
  });

  it("leaves other pages and other people's areas to the browser", () => {
    expect(
      paths("/professionals?specialty=Psicologia", { ...client, role: "professional" }),
    ).toBeNull();
    expect(
      paths("/professionals?specialty=Psicologia", { ...client, isProfileComplete: false }),
    ).toBeNull();
    expect(paths("/appointments", client)).toBeNull();
    expect(paths("/professionals/", null)).toBeNull();
  });
});
