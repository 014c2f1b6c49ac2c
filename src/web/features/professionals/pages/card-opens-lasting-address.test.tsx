import type { ProfessionalSearchResult, PublicProfessional } from "@domain/contracts/professionals";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { beforeAll, describe, expect, it } from "vitest";

// Issue 18 §2, decision 0357: a search card links to the profile's lasting address.
const PRO_ID = "5b1c7a52-3d1e-4f7a-9c0b-2e4d6f8a1b3c";
const ADDRESS = "/profissional/ana-souza-psicologa-12345";

const card: ProfessionalSearchResult = {
  id: PRO_ID,
  firstName: "Ana",
  lastName: "Souza",
  profileImageUrl: null,
  createdAt: "2024-01-01T00:00:00Z",
  professionalProfile: {
    isVerified: true,
    specialties: ["Psicologia"],
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
    professionalRegister: "CRP 06/123456",
    titleForm: "feminine",
  },
  nextAvailableAt: null,
  timeZone: "America/Sao_Paulo",
  publicNumber: 12345,
};

const profile = {
  ...card,
  email: null,
  phone: null,
  bio: null,
  professionalProfile: {
    ...card.professionalProfile,
    homeServiceCity: null,
    bio: "Atendo adultos.",
    showContact: false,
    shareEmail: false,
    createdAt: "2024-01-01T00:00:00Z",
  },
  viewerMayBook: true,
} as unknown as PublicProfessional;

beforeAll(async () => {
  await Promise.all([
    import("@web/app/public-screens"),
    import("./search-page"),
    import("./public-profile-page"),
  ]);
}, 30_000);

describe("a search card (decision 0357)", { timeout: 20_000 }, () => {
  it("opens the profile at its lasting address, keeping the way back to the search", async () => {
    const sent = stubApi({
      "GET /api/professionals/search": [200, [card]],
      "GET /api/professionals/search/count": [200, { count: 1, more: false }],
      "GET /api/professionals/price-range": [200, { minPrice: 0, maxPrice: 1000 }],
      [`GET /api/professionals/${PRO_ID}`]: [200, profile],
      [`GET /api/reviews/professional/${PRO_ID}`]: [
        200,
        { reviews: [], averageRating: null, reviewCount: 0 },
      ],
    });
    const { location } = renderApp({ path: "/professionals?specialty=Psicologia", user: null });
    const list = await screen.findByRole("list", { name: "Profissionais encontrados" });
    const link = within(list).getByRole("link", { name: "Ana Souza" });
    expect(link).toHaveAttribute(
      "href",
      `${ADDRESS}?return=${encodeURIComponent("/professionals?specialty=Psicologia")}`,
    );

    await userEvent.click(link);
    expect(await screen.findByRole("heading", { level: 1, name: "Ana Souza" })).toBeVisible();
    expect(new URL(location.history.at(-1)!, "http://localhost").pathname).toBe(ADDRESS);
    expect(screen.getByRole("link", { name: "Voltar para busca" })).toHaveAttribute(
      "href",
      "/professionals?specialty=Psicologia",
    );
    // No detour through the old address, and no asking who lives at the new one.
    expect(location.history.some((path) => path.startsWith("/professional/"))).toBe(false);
    expect(sent.some((r) => r.url.startsWith("/api/pages"))).toBe(false);
  });
});
