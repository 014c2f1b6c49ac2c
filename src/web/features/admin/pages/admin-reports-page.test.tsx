import { screen } from "@testing-library/react";
import { renderApp } from "@web/test/render";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

describe("admin reports", () => {
  it("is the 'Funcionalidade em Desenvolvimento' placeholder", async () => {
    renderApp({ path: "/admin/reports", user: makeCurrentUser({ role: "admin" }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Relatórios" })).toBeVisible();
    expect(
      screen.getByRole("heading", { name: "Funcionalidade em Desenvolvimento" }),
    ).toBeVisible();
  });
});
