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

  it("goes home when the return target is missing or unsafe", () => {
    expect(returnTarget("")).toBe("/");
    expect(returnTarget("?voltar=%2F%2Fevil.com")).toBe("/");
    expect(returnTarget("?voltar=https%3A%2F%2Fevil.com")).toBe("/");
    expect(returnTarget("?voltar=%2Fappointments")).toBe("/appointments");
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
