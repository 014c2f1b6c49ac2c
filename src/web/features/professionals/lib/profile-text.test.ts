import { cardRatingText } from "@web/lib/format";
import { describe, expect, it } from "vitest";
import { areasSummary, backToSearchHref, priceText, profileRatingText } from "./profile-text";

describe("areasSummary", () => {
  it("shows at most three areas, then 'e mais N bairros'", () => {
    expect(areasSummary(["A", "B", "C", "D", "E"])).toEqual({
      shown: ["A", "B", "C"],
      more: "e mais 2 bairros",
    });
    expect(areasSummary(["A", "B", "C"]).more).toBeNull();
  });

  it("says 'bairro' for a single remaining one", () => {
    expect(areasSummary(["A", "B", "C", "D"]).more).toBe("e mais 1 bairro");
  });
});

describe("ratings", () => {
  const now = new Date("2026-06-15T12:00:00Z");

  it("search cards show one decimal and the count, or 'Sem avaliações'", () => {
    expect(cardRatingText(4.666, 3)).toBe("4,7 (3 avaliações)");
    expect(cardRatingText(5, 1)).toBe("5,0 (1 avaliação)");
    expect(cardRatingText(null, 0)).toBe("Sem avaliações");
  });

  it("the profile shows the average to one decimal", () => {
    expect(profileRatingText(4.25, 4, "2020-01-01T00:00:00Z", now)).toBe("4,3");
  });

  it("is 'Novo' without reviews within one month of the profile's creation", () => {
    expect(profileRatingText(null, 0, "2026-05-16T12:00:00Z", now)).toBe(
      "Novo - Sem avaliações ainda",
    );
    expect(profileRatingText(null, 0, "2026-05-14T12:00:00Z", now)).toBe("Sem avaliações ainda");
  });
});

describe("priceText", () => {
  it("writes R$ with a comma and 'A partir de ' when the price is a starting one", () => {
    expect(priceText("150.00", true)).toBe("A partir de R$ 150,00");
    expect(priceText("1200.5", false)).toBe("R$ 1.200,50");
    expect(priceText(null, true)).toBeNull();
  });
});

describe("backToSearchHref", () => {
  it("goes back to the search URL it came from", () => {
    expect(backToSearchHref("/professionals?specialty=Psicologia")).toBe(
      "/professionals?specialty=Psicologia",
    );
  });

  it("never leaves for another place", () => {
    for (const bad of [
      null,
      "https://evil.example/professionals",
      "//evil.example",
      "/admin",
      "/professionalsX",
    ]) {
      expect(backToSearchHref(bad)).toBe("/professionals");
    }
  });
});
