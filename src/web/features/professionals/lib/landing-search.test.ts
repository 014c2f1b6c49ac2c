import { describe, expect, it } from "vitest";
import { landingSearchUrl } from "./landing-search";

describe("the landing's search (decision 0336)", () => {
  it("reads 'Bom Jesus - PI' as the city and its state, and a bare name as the city", () => {
    const url = (city: string) =>
      new URLSearchParams(
        landingSearchUrl({ specialty: "Psicologia", city, neighborhood: "" }).split("?")[1],
      );
    const withState = url("Bom Jesus - pi");
    expect([withState.get("city"), withState.get("state")]).toEqual(["Bom Jesus", "PI"]);
    const bare = url(" Manaus ");
    expect([bare.get("city"), bare.has("state")]).toEqual(["Manaus", false]);
  });
});
