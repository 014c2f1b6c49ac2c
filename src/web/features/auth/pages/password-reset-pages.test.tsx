import { PASSWORD_RESET_MESSAGES } from "@domain/contracts/password-reset";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { goTo } from "@web/lib/browser";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@web/lib/browser", () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));
beforeEach(() => vi.mocked(goTo).mockClear());

const TOKEN = "Ab3_-".repeat(8).concat("xyz");
const LINK = `/redefinir-senha?token=${TOKEN}`;
const COMMON = "Esta senha é muito comum e fácil de adivinhar. Escolha outra.";

async function chooseNewPassword(password: string, confirmation = password) {
  await screen.findByRole("heading", { level: 1, name: "Criar nova senha" });
  await userEvent.type(screen.getByLabelText("Nova senha"), password);
  await userEvent.type(screen.getByLabelText("Repita a nova senha"), confirmation);
  await userEvent.click(screen.getByRole("button", { name: "Salvar nova senha" }));
}

describe("'Esqueci minha senha' (decision 0235)", () => {
  it("is linked from /entrar and answers with the one message, whatever the address", async () => {
    const sent = stubApi({ "POST /api/auth/forgot-password": [200, { ok: true }] });
    renderApp({ path: "/entrar", user: null });
    await userEvent.click(await screen.findByRole("link", { name: "Esqueci minha senha" }));
    await screen.findByRole("heading", { level: 1, name: "Esqueci minha senha" });

    await userEvent.click(screen.getByRole("button", { name: "Enviar link" }));
    expect(await screen.findByText("Informe seu e-mail")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("E-mail"), "ana@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Enviar link" }));

    expect(await screen.findByRole("status")).toHaveTextContent(PASSWORD_RESET_MESSAGES.requested);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Verifique seu e-mail");
    expect(screen.queryByLabelText("E-mail")).toBeNull();
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      expect.objectContaining({ body: { email: "ana@example.com" } }),
    ]);
  });

  it("shows the server's 429 in the form", async () => {
    stubApi({
      "POST /api/auth/forgot-password": [
        429,
        { code: "too_many_requests", message: PASSWORD_RESET_MESSAGES.rateLimited },
      ],
    });
    renderApp({ path: "/esqueci-minha-senha", user: null });
    await userEvent.type(await screen.findByLabelText("E-mail"), "ana@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Enviar link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PASSWORD_RESET_MESSAGES.rateLimited);
  });
});

describe("/redefinir-senha (decisions 0235, 0236)", () => {
  it("takes the new password twice with the sign-up's hints, then says 'Senha alterada' on /entrar", async () => {
    const sent = stubApi({ "POST /api/auth/reset-password": [200, { ok: true }] });
    const { location } = renderApp({ path: LINK, user: null });
    await screen.findByRole("heading", { level: 1, name: "Criar nova senha" });
    expect(screen.getByText(/Use pelo menos 8 caracteres/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Nova senha"), "curta");
    expect(screen.getByText("Faltam 3 caracteres.")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("Nova senha"));

    await chooseNewPassword("uma frase nova e longa", "outra frase");
    expect(await screen.findByText("As senhas não coincidem")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText("Repita a nova senha"));
    await userEvent.type(screen.getByLabelText("Repita a nova senha"), "uma frase nova e longa");
    await userEvent.click(screen.getByRole("button", { name: "Salvar nova senha" }));

    // Wait for the sign-in screen itself: its lazy chunk's "Carregando..." is a status too.
    await screen.findByRole("heading", { level: 1, name: "Entrar" });
    expect(screen.getByRole("status")).toHaveTextContent(PASSWORD_RESET_MESSAGES.done);
    expect(location.history.at(-1)).toBe("/entrar?senha=alterada");
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      expect.objectContaining({
        body: {
          token: TOKEN,
          password: "uma frase nova e longa",
          passwordConfirmation: "uma frase nova e longa",
        },
      }),
    ]);
  });

  it("puts the server's common-password refusal under 'Nova senha'", async () => {
    stubApi({
      "POST /api/auth/reset-password": [
        400,
        { code: "bad_request", message: COMMON, fieldErrors: { password: [COMMON] } },
      ],
    });
    renderApp({ path: LINK, user: null });
    await chooseNewPassword("password123");
    expect(await screen.findByText(COMMON)).toBeInTheDocument();
    expect(screen.getByLabelText("Nova senha")).toHaveAttribute("aria-invalid", "true");
  });

  it("an expired or used link says so and offers a new one", async () => {
    const message = PASSWORD_RESET_MESSAGES.invalidLink;
    stubApi({
      "POST /api/auth/reset-password": [
        400,
        { code: "bad_request", message, fieldErrors: { token: [message] } },
      ],
    });
    renderApp({ path: LINK, user: null });
    await chooseNewPassword("uma frase nova e longa");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Link inválido");
    expect(screen.getByRole("link", { name: "Pedir um novo link" })).toHaveAttribute(
      "href",
      "/esqueci-minha-senha",
    );
    expect(screen.queryByLabelText("Nova senha")).toBeNull();
  });

  it("a link without a usable token says so at once, without asking the server", async () => {
    const sent = stubApi();
    renderApp({ path: "/redefinir-senha?token=abc", user: null });
    expect(await screen.findByRole("alert")).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidLink);
    expect(sent.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("works for a signed-in user too, leaving with a full page load", async () => {
    stubApi({ "POST /api/auth/reset-password": [200, { ok: true }] });
    renderApp({ path: LINK, user: makeCurrentUser({ role: "client" }) });
    await chooseNewPassword("uma frase nova e longa");
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith("/entrar?senha=alterada"));
  });
});
