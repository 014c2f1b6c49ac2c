import type { CurrentUser } from "@domain/contracts/auth";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CityNeighborhoodFields } from "@web/features/geo/components/city-neighborhood-fields";
import { geoRoutes } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PersonalInfoForm } from "./personal-info-form";

const client = makeCurrentUser({
  firstName: "Ana",
  lastName: "Souza",
  email: "ana@example.com",
  address: "Moema",
});

beforeEach(() => {
  stubApi(geoRoutes(["São Paulo"], { "São Paulo": ["Moema", "Pinheiros"] }));
});

function renderForm(props: { user?: CurrentUser; requireLocation?: boolean } = {}) {
  const onSubmit = vi.fn(async () => undefined);
  renderApp({
    ui: (
      <PersonalInfoForm
        user={props.user ?? client}
        withNeighborhood
        requireLocation={props.requireLocation}
        onSubmit={onSubmit}
        PlaceFields={CityNeighborhoodFields}
      />
    ),
  });
  return { onSubmit, user: userEvent.setup() };
}

describe("PersonalInfoForm", () => {
  it("masks the phone while typing and sends only its digits", async () => {
    const { onSubmit, user } = renderForm();
    const phone = screen.getByLabelText("Telefone");
    expect(phone).toHaveAttribute("maxLength", "15");

    await user.type(phone, "11987654321");
    expect(phone).toHaveValue("(11) 98765-4321");
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: "Ana",
      lastName: "Souza",
      phone: "11987654321",
      city: "São Paulo",
      // The city goes with its state (decision 0335).
      state: "SP",
      address: "Moema",
      bio: null,
    });
  });

  it("shows the SPEC §5 messages and sends nothing when fields are invalid", async () => {
    const { onSubmit, user } = renderForm();
    await user.clear(screen.getByLabelText("Nome"));
    await user.type(screen.getByLabelText("Nome"), "A");
    await user.clear(screen.getByLabelText("Sobrenome"));
    await user.type(screen.getByLabelText("Telefone"), "1198765");
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));

    expect(await screen.findByText("Nome deve ter pelo menos 2 caracteres")).toBeInTheDocument();
    expect(screen.getByText("Sobrenome deve ter pelo menos 2 caracteres")).toBeInTheDocument();
    expect(screen.getByText("Telefone deve ter o formato (##) #####-####")).toBeInTheDocument();
    expect(screen.getByLabelText("Nome")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the e-mail read-only with the security note", () => {
    renderForm();
    const email = screen.getByLabelText("E-mail");
    expect(email).toHaveValue("ana@example.com");
    expect(email).toHaveAttribute("readonly");
    expect(email).toHaveAccessibleDescription(
      "O e-mail não pode ser alterado por questões de segurança",
    );
  });

  it("on the completion screen asks for city and neighbourhood before sending (0076)", async () => {
    const newcomer = { ...client, city: null, address: null, isProfileComplete: false };
    const { onSubmit, user } = renderForm({ user: newcomer, requireLocation: true });
    await user.click(screen.getByRole("button", { name: "Salvar alterações" }));

    expect(await screen.findByText("Selecione sua cidade")).toBeInTheDocument();
    expect(screen.getByText("Selecione seu bairro")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the message the server gives for a field", async () => {
    const onSubmit = vi.fn(async () => ({ address: "Bairro inválido para a cidade selecionada" }));
    renderApp({
      ui: (
        <PersonalInfoForm
          user={client}
          withNeighborhood
          onSubmit={onSubmit}
          PlaceFields={CityNeighborhoodFields}
        />
      ),
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Salvar alterações" }));
    expect(
      await screen.findByText("Bairro inválido para a cidade selecionada"),
    ).toBeInTheDocument();
  });
});
