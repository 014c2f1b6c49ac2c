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

describe("the landing's search with how the session happens (issue 29, item 2)", () => {
  const params = (input: Parameters<typeof landingSearchUrl>[0]) =>
    new URLSearchParams(landingSearchUrl(input).split("?")[1]);
  const base = { specialty: "Nutrição", city: "Curitiba", neighborhood: "Batel" };

  it("asks for the chosen mode, with the bairro where the session has a place", () => {
    const home = params({ ...base, mode: "domiciliar" });
    expect([home.get("serviceOptions"), home.get("neighborhood")]).toEqual(["domiciliar", "Batel"]);
    const any = params({ ...base, mode: "" });
    expect(any.get("serviceOptions")).toBe("local_proprio,domiciliar");
  });

  it("online has no place: a bairro typed with it is not sent", () => {
    const online = params({ ...base, mode: "online" });
    expect([online.get("serviceOptions"), online.has("neighborhood")]).toEqual(["online", false]);
  });
});
