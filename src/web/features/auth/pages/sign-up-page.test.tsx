import { LEGAL_MESSAGES } from "@domain/legal";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { describe, expect, it } from "vitest";

const renderSignUp = async () => {
  renderApp({ path: "/criar-conta", user: null });
  return screen.findByRole("heading", { level: 1, name: "Criar conta" });
};

describe("/criar-conta", () => {
  it("says when the two passwords differ, before asking the server", async () => {
    await renderSignUp();
    await userEvent.type(screen.getByLabelText("Nome"), "Joana");
    await userEvent.type(screen.getByLabelText("Sobrenome"), "Silva");
    await userEvent.type(screen.getByLabelText("E-mail"), "joana@example.com");
    await userEvent.type(screen.getByLabelText("Senha"), "uma-senha-boa");
    await userEvent.type(screen.getByLabelText("Repita a senha"), "outra-senha");
    await userEvent.click(screen.getByRole("button", { name: "Criar conta" }));

    expect(await screen.findByText("As senhas não coincidem")).toBeInTheDocument();
    expect(screen.getByLabelText("Repita a senha")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's Portuguese messages for empty fields, and links back to /entrar", async () => {
    await renderSignUp();
    await userEvent.click(screen.getByRole("button", { name: "Criar conta" }));
    expect(await screen.findByText("Nome deve ter pelo menos 2 caracteres")).toBeInTheDocument();
    expect(screen.getByText("Sobrenome deve ter pelo menos 2 caracteres")).toBeInTheDocument();
    expect(screen.getByText("Informe seu e-mail")).toBeInTheDocument();
    expect(screen.getByText("A senha deve ter pelo menos 8 caracteres")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/entrar");
    // Issue 31, item 3: the terms and the privacy notice are accepted, with links to both.
    expect(screen.getByText(LEGAL_MESSAGES.mustAcceptAtSignUp)).toBeInTheDocument();
    const box = screen.getByRole("checkbox", { name: /li e aceito os termos de uso/i });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("link", { name: "Termos de Uso" })).toHaveAttribute("href", "/termos");
    expect(screen.getByRole("link", { name: "Aviso de Privacidade" })).toHaveAttribute(
      "href",
      "/privacidade",
    );
  });
});
