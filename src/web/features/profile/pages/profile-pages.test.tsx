import type { CurrentUser } from "@domain/contracts/auth";
import { screen } from "@testing-library/react";
import { geoRoutes } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import type { ReactElement } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { ProfileCompletionPage } from "./profile-completion-page";
import { ProfilePage } from "./profile-page";

beforeEach(() => {
  stubApi(geoRoutes(["São Paulo"], { "São Paulo": ["Moema"] }));
});

const testClient = makeCurrentUser({
  firstName: "Ana",
  lastName: "Souza",
  email: "ana@example.com",
  address: "Moema",
});

function renderAs(user: CurrentUser, page: ReactElement) {
  renderApp({ ui: page, user });
}

describe("ProfilePage", () => {
  it("shows a client photo, personal form with neighbourhood and account deletion", () => {
    renderAs(testClient, <ProfilePage />);
    expect(screen.getByRole("heading", { level: 1, name: "Meu Perfil" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Foto de perfil" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Bairro" })).toHaveValue("Moema");
    expect(screen.getByRole("button", { name: "Excluir conta" })).toBeInTheDocument();
  });

  it("gives a professional their own screen, with a city but no neighbourhood", () => {
    stubApi(geoRoutes(["São Paulo"], { "São Paulo": ["Moema"] }));
    renderAs({ ...testClient, role: "professional", address: null }, <ProfilePage />);
    expect(screen.getByRole("heading", { level: 1, name: "Meu Perfil" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Cidade" })).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Bairro" })).not.toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 2, name: "Informações profissionais" }),
    ).toBeInTheDocument();
  });
});

describe("ProfileCompletionPage", () => {
  it("explains why the four fields are needed and offers the personal form", () => {
    renderAs(
      { ...testClient, city: null, address: null, isProfileComplete: false },
      <ProfileCompletionPage />,
    );
    expect(screen.getByRole("heading", { name: "Complete seu perfil" })).toBeInTheDocument();
    expect(
      screen.getByText(
        /nome, sobrenome, cidade e bairro para encontrar profissionais perto de você/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Bairro" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Salvar e continuar" })).toBeInTheDocument();
  });
});
