import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { returnTarget, safeReturnPath, signInHref, signUpHref } from "./return-to";

describe("safeReturnPath (decision 0324)", () => {
  it.each([
    ["/client/appointments", "/client/appointments"],
    ["/professional/abc?horario=2026-12-03T14:00", "/professional/abc?horario=2026-12-03T14:00"],
    ["/professionals?specialty=Psicologia#top", "/professionals?specialty=Psicologia#top"],
    ["/", "/"],
  ])("keeps a path of this site: %s", (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "//evil.com/professional/1",
    "https://evil.com",
    "http://evil.com/x",
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "/%0a/evil.com".replace("%0a", "\n"),
    "javascript:alert(1)",
    "evil.com",
    "professional/1",
    "",
    null,
    undefined,
    "/entrar",
    "/criar-conta?voltar=/x",
    `/${"a".repeat(2001)}`,
  ])("refuses anything that could leave the site, or the sign-in itself: %s", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/./\\evil.example",
  ])("refuses a path whose dot segments resolve to another host (issue 28): %s", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("never returns a path a browser would resolve to another site, over generated paths", () => {
    // Pieces that change where a path leads once resolved; every value starts with "/".
    const piece = fc.constantFrom(
      "/",
      "//",
      ".",
      "..",
      "%2e",
      "%2E",
      "\\",
      "\t",
      "evil.example",
      "a",
      "?",
      "#",
      "%2f",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const result = safeReturnPath(`/${pieces.join("")}`);
        if (result === null) return;
        // Where a browser on any page of the site would go: still this site, one leading slash.
        for (const page of ["https://acolher.example/", "https://acolher.example/a/b?c=d"]) {
          expect(new URL(result, page).host).toBe("acolher.example");
        }
        expect(result).toMatch(/^\/(?![/\\])/);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
        expect(result).not.toMatch(/[\\\u0000-\u001f\u007f]/);
        // And the answer is stable: checking it again keeps it.
        expect(safeReturnPath(result)).toBe(result);
      }),
      { numRuns: 5000 },
    );
  });

  it("goes home when the return target is missing or unsafe", () => {
    expect(returnTarget("")).toBe("/");
    expect(returnTarget("?voltar=%2F%2Fevil.com")).toBe("/");
    expect(returnTarget("?voltar=https%3A%2F%2Fevil.com")).toBe("/");
    expect(returnTarget("?voltar=%2Fappointments")).toBe("/appointments");
    expect(returnTarget("?voltar=%2F.%2F%2Fevil.example")).toBe("/");
  });

  it("builds the sign-in and sign-up links with the page to come back to", () => {
    expect(signInHref("/professional/1?horario=2026-12-03T14:00")).toBe(
      "/entrar?voltar=%2Fprofessional%2F1%3Fhorario%3D2026-12-03T14%3A00",
    );
    expect(signUpHref("/appointments")).toBe("/criar-conta?voltar=%2Fappointments");
    expect(signInHref("//evil.com")).toBe("/entrar");
    expect(signInHref("/")).toBe("/entrar");
    expect(signInHref()).toBe("/entrar");
  });
});
