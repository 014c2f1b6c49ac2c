import { AUTH_MESSAGES } from "@domain/contracts/auth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { goTo } from "@web/lib/browser";
import { authKeys } from "@web/lib/query-keys";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it, vi } from "vitest";

vi.mock("@web/lib/browser", () => ({ goTo: vi.fn(), reloadPage: vi.fn() }));

const demo = [
  { role: "client", email: "cliente@acolher.demo", password: "demo-cliente-2026" },
  { role: "admin", email: "admin@acolher.demo", password: "demo-admin-2026" },
] as const;

describe("/entrar", () => {
  it("asks for e-mail and password in Portuguese and links to Criar conta", async () => {
    renderApp({ path: "/entrar", user: null });
    await screen.findByRole("heading", { level: 1, name: "Entrar" });
    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("Informe seu e-mail")).toBeInTheDocument();
    expect(screen.getByText("Informe sua senha")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Criar conta" })).toHaveAttribute(
      "href",
      "/criar-conta",
    );
  });

  it("hides the demo box when the server lists no demo accounts", async () => {
    const { client } = renderApp({ path: "/entrar", user: null });
    client.setQueryData(authKeys.demoAccounts(), []);
    await screen.findByRole("heading", { level: 1, name: "Entrar" });
    expect(screen.queryByText("Contas de demonstração")).toBeNull();
  });

  it("in demo mode lists the demo logins and fills the form with one", async () => {
    const { client } = renderApp({ path: "/entrar", user: null });
    client.setQueryData(authKeys.demoAccounts(), demo);
    expect(await screen.findByText("Contas de demonstração")).toBeInTheDocument();
    expect(screen.getByText("admin@acolher.demo")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Usar conta Cliente" }));
    expect(screen.getByLabelText("E-mail")).toHaveValue("cliente@acolher.demo");
    expect(screen.getByLabelText("Senha")).toHaveValue("demo-cliente-2026");
  });

  it("shows a wrong password's 401 in the form: no 'Não autorizado' redirect", async () => {
    stubApi({
      "POST /api/auth/login": [
        401,
        { code: "unauthorized", message: "E-mail ou senha incorretos." },
      ],
    });
    renderApp({ path: "/entrar", user: null });
    await screen.findByRole("heading", { level: 1, name: "Entrar" });
    await userEvent.type(screen.getByLabelText("E-mail"), "ana@example.com");
    await userEvent.type(screen.getByLabelText("Senha"), "senha-errada");
    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("E-mail ou senha incorretos.");
    expect(screen.queryByText("Não autorizado")).toBeNull();
  });

  it("after a suspension (?conta=suspensa) says why the user was sent out", async () => {
    renderApp({ path: "/entrar?conta=suspensa", user: null });
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.banned);
  });

  it("sent out with the ban's category (?motivo=), names it; an unknown one reads as before", async () => {
    const { unmount } = renderApp({
      path: "/entrar?conta=suspensa&motivo=registro_irregular",
      user: null,
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Sua conta está suspensa: Registro profissional irregular. Entre em contato com o suporte.",
    );
    unmount();
    renderApp({ path: "/entrar?conta=suspensa&motivo=Conta%20hackeada", user: null });
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.banned);
    expect(screen.queryByText(/hackeada/)).toBeNull();
  });

  it("a suspended account signing in reads the server's 403 in the form, without leaving", async () => {
    stubApi({ "POST /api/auth/login": [403, { code: "banned", message: AUTH_MESSAGES.banned }] });
    renderApp({ path: "/entrar", user: null });
    await screen.findByRole("heading", { level: 1, name: "Entrar" });
    await userEvent.type(screen.getByLabelText("E-mail"), "bruno@example.com");
    await userEvent.type(screen.getByLabelText("Senha"), "senha-certa-123");
    await userEvent.click(screen.getByRole("button", { name: "Entrar" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(AUTH_MESSAGES.banned);
    expect(goTo).not.toHaveBeenCalled();
  });
});
