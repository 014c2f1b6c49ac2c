import { LEGAL_VERSIONS } from "@domain/legal";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

/** Issue 31, item 3: a version not yet accepted is asked for before the person's area. */
describe("a new version of the terms", () => {
  it("is accepted before anything else, then the person's home opens", async () => {
    const sent = stubApi({
      "POST /api/auth/accept-legal": [200, makeCurrentUser({ legalPending: [] })],
    });
    renderApp({ path: "/", user: makeCurrentUser({ legalPending: ["terms"] }) });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Atualizamos nossos termos" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Termos de Uso" })).toHaveAttribute("href", "/termos");
    expect(screen.getByText(`(versão de ${LEGAL_VERSIONS.terms.date})`)).toBeVisible();
    expect(screen.queryByRole("link", { name: "Aviso de Privacidade" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Li e aceito" }));
    await waitFor(() =>
      expect(screen.queryByRole("heading", { name: "Atualizamos nossos termos" })).toBeNull(),
    );
    const accepts = sent.filter((r) => r.url.endsWith("/api/auth/accept-legal"));
    expect(accepts.map((r) => [r.method, r.body])).toEqual([["POST", { documents: ["terms"] }]]);
  });
});
