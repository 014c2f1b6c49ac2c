import { screen, within } from "@testing-library/react";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

/** Issue 31, item 1 (decision 0389): every frame's footer names who operates Acolher. */
describe("the site's footer", { timeout: 20_000 }, () => {
  it("in a client's app layout: operator, CNPJ, address, contact and the encarregado", async () => {
    stubApi();
    renderApp({ path: "/", user: makeCurrentUser({ role: "client" }) });
    const footer = await screen.findByRole("contentinfo");
    expect(footer).toHaveTextContent(
      "Acolher Teste Ltda. · CNPJ 11.222.333/0001-81 · Avenida dos Testes, 10, São Paulo - SP, 01000-000 · contato@acolher.test",
    );
    expect(footer).toHaveTextContent(
      "Encarregado de dados: Beatriz Encarregada (dpo@acolher.test)",
    );
    expect(within(footer).getByRole("link", { name: "contato@acolher.test" })).toHaveAttribute(
      "href",
      "mailto:contato@acolher.test",
    );
    expect(within(footer).getByRole("link", { name: "Privacidade" })).toHaveAttribute(
      "href",
      "/privacidade",
    );
    expect(within(footer).getByRole("link", { name: "Termos" })).toHaveAttribute("href", "/termos");
    // Inside the main area, whose bottom padding keeps it clear of the phone's bottom bar.
    expect(footer.closest("main")).not.toBeNull();
  });

  it("on the sign-in page, and in full on the privacy notice", async () => {
    stubApi();
    renderApp({ path: "/entrar", user: null });
    expect(await screen.findByRole("contentinfo")).toHaveTextContent(
      "Acolher Teste Ltda. · CNPJ 11.222.333/0001-81",
    );
    stubApi();
    renderApp({ path: "/privacidade", user: null });
    const section = (
      await screen.findByRole("heading", { name: "Quem somos e como falar conosco" })
    ).closest("section")!;
    expect(section).toHaveTextContent(
      "O Acolher é operado por Acolher Teste Ltda., CNPJ 11.222.333/0001-81, com sede em Avenida dos Testes, 10, São Paulo - SP, 01000-000.",
    );
    expect(section).toHaveTextContent(
      "Encarregado pelo tratamento de dados pessoais (LGPD, art. 41): Beatriz Encarregada, pelo e-mail dpo@acolher.test.",
    );
  });
});
