import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";
import { GUIDES } from "../guides";

// Issue 34, item 3 (decision 0402): the guides for professionals.
const pro = makeCurrentUser({ role: "professional", firstName: "Rita", lastName: "Araújo" });

describe("Recursos", { timeout: 20_000 }, () => {
  it("'Ver recursos' on the dashboard lists the five guides; one opens with its sections and sources", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/conversations/unread": [200, { count: 0 }] });
    const { location } = renderApp({ path: "/", user: pro });
    await user.click(await screen.findByRole("link", { name: "Ver recursos" }));
    expect(location.history.at(-1)).toBe("/recursos");
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
    expect(document.title).toBe("Recursos | Acolher");
    await user.click(within(list).getByRole("link", { name: "Receita Saúde passo a passo" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Receita Saúde passo a passo" }),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: "Quem precisa emitir" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Fontes" })).toBeVisible();
    expect(screen.getByText(/Instrução Normativa RFB nº 2\.240\/2024/)).toBeVisible();
    expect(document.title).toMatch(/^Receita Saúde passo a passo/);
  });

  it("shows every guide's sections and sources on its own page", async () => {
    stubApi({ "GET /api/conversations/unread": [200, { count: 0 }] });
    const { location } = renderApp({ path: `/recursos/${GUIDES[0]!.slug}`, user: pro });
    for (const guide of GUIDES) {
      act(() => location.navigate(`/recursos/${guide.slug}`));
      expect(await screen.findByRole("heading", { level: 1, name: guide.title })).toBeVisible();
      for (const section of guide.sections) {
        expect(screen.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
      }
      const sources = screen.getByRole("list", { name: "Fontes" });
      expect(
        within(sources)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(guide.sources.map((s) => s.label));
    }
  });

  it("an unknown guide is the app's not-found page", async () => {
    stubApi({ "GET /api/conversations/unread": [200, { count: 0 }] });
    renderApp({ path: "/recursos/nada", user: pro });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Página não encontrada" }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Página não encontrada | Acolher"));
  });

  it("gives every guide a unique address, sections and at least one source", () => {
    expect(GUIDES).toHaveLength(5);
    expect(new Set(GUIDES.map((g) => g.slug)).size).toBe(GUIDES.length);
    for (const guide of GUIDES) {
      expect(guide.sections.length).toBeGreaterThan(0);
      expect(guide.sources.length).toBeGreaterThan(0);
      expect(guide.slug).toMatch(/^[a-z0-9-]+$/);
      expect(guide.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("keeps every guide between 250 and 500 words", () => {
    for (const guide of GUIDES) {
      const text = guide.sections
        .flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])])
        .join(" ");
      const words = text.split(/\s+/).filter(Boolean).length;
      expect({ slug: guide.slug, fits: words >= 250 && words <= 500 }).toEqual({
        slug: guide.slug,
        fits: true,
      });
    }
  });
});
