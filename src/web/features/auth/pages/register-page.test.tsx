import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { beforeEach, describe, expect, it } from "vitest";
import { PENDING_ROLE_KEY } from "../lib/pending-role";

beforeEach(() => localStorage.clear());

describe("/register", () => {
  it("offers both account types, the note, Voltar and Fazer login", async () => {
    renderApp({ path: "/register", user: null });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Como você quer usar o Acolher?" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sou Cliente" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Sou Profissional" })).toBeInTheDocument();
    expect(screen.getByText("Você poderá alterar o tipo de conta depois.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Voltar" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Fazer login" })).toHaveAttribute("href", "/api/login");
  });

  it.each([
    ["Cadastrar como Cliente", "client"],
    ["Cadastrar como Profissional", "professional"],
  ])("'%s' keeps the choice for after sign-in", async (button, role) => {
    renderApp({ path: "/register", user: null });
    await userEvent.click(await screen.findByRole("button", { name: button }));
    expect(localStorage.getItem(PENDING_ROLE_KEY)).toBe(role);
  });
});

describe("landing page", () => {
  // Any other route is a signed-in page: it asks to sign in first (decision 0324).
  it("welcomes the visitor at /, with Entrar, Cadastrar and three cards", () => {
    renderApp({ path: "/", user: null });
    expect(
      screen.getByRole("heading", { level: 1, name: "Bem-vindo ao Acolher" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/api/login");
    expect(screen.getByRole("link", { name: "Cadastrar" })).toHaveAttribute("href", "/register");
    for (const title of ["Para Clientes", "Para Profissionais", "Benefícios"]) {
      expect(screen.getByRole("heading", { name: title })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/Criar a conta é gratuito/).length).toBeGreaterThan(0);
  });
});
