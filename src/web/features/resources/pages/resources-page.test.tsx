import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";
import { GUIDES } from "../guides";

// Issue 34, item 3 (decision 0402): the guides for professionals.
const pro = makeCurrentUser({ role: "professional", firstName: "Rita", lastName: "Araújo" });

describe("Recursos", { timeout: 20_000 }, () => {
  it("lists the five guides and opens one with its sections and sources", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/conversations/unread": [200, { count: 0 }] });
    renderApp({ path: "/recursos", user: pro });
    const list = await screen.findByRole("list", { name: "Guias" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual([
      "Como funciona a verificação",
      "Publicidade: as regras dos conselhos no Acolher",
      "Receita Saúde passo a passo",
      "Checklist para sessões online",
      "LGPD para o profissional",
    ]);
    await user.click(within(list).getByRole("link", { name: "Receita Saúde passo a passo" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Receita Saúde passo a passo" }),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: "Quem precisa emitir" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Fontes" })).toBeVisible();
    expect(screen.getByText(/Instrução Normativa RFB nº 2\.240\/2024/)).toBeVisible();
    expect(document.title).toMatch(/^Receita Saúde passo a passo/);
  });

  it("says so for an unknown guide", async () => {
    stubApi({ "GET /api/conversations/unread": [200, { count: 0 }] });
    renderApp({ path: "/recursos/nada", user: pro });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Guia não encontrado" }),
    ).toBeVisible();
  });

  it("gives every guide a unique address, sections and at least one source", () => {
    expect(new Set(GUIDES.map((g) => g.slug)).size).toBe(GUIDES.length);
    for (const guide of GUIDES) {
      expect(guide.sections.length).toBeGreaterThan(0);
      expect(guide.sources.length).toBeGreaterThan(0);
      expect(guide.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
