import { describe, expect, it } from "vitest";
import { PROFILE_QUERY_KEYS, pageAddress, SEARCH_QUERY_KEYS } from "./public-routes";

describe("the address a public page is rendered under (issue 28, item 8)", () => {
  it("drops the parameters the page does not read", () => {
    expect(pageAddress("/psicologia/teresina-pi?utm_source=whatsapp&x=1", [])).toBe(
      "/psicologia/teresina-pi",
    );
    expect(
      pageAddress("/profissional/bia-lima-psicologa-7?fbclid=abc&horario=2026-12-01T09:00", [
        ...PROFILE_QUERY_KEYS,
      ]),
    ).toBe("/profissional/bia-lima-psicologa-7?horario=2026-12-01T09:00");
  });

  it("gives one address for the same page, whatever the order, repeats or empty values", () => {
    const keys = [...SEARCH_QUERY_KEYS];
    const a = pageAddress("/professionals?specialty=Psicologia&city=Teresina&name=", keys);
    const b = pageAddress("/professionals?city=Teresina&specialty=Psicologia&city=Parnaíba", keys);
    expect(a).toBe(b);
    expect(a).toBe("/professionals?specialty=Psicologia&city=Teresina");
    expect(pageAddress("/professionals?", keys)).toBe("/professionals");
  });
});
