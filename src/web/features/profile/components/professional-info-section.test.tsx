import type { OwnProfessionalProfile } from "@domain/contracts/auth";
import { registerFormatMessage } from "@domain/professional-register";
import { publicityProblem } from "@domain/publicity";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  CityNeighborhoodFields,
  NeighborhoodField,
} from "@web/features/geo/components/city-neighborhood-fields";
import { geoRoutes } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { type Routes, stubApi } from "@web/test/stub-api";
import { makeCurrentUser, makeOwnProfessionalProfile } from "@web/test/users";
import { describe, expect, it, vi } from "vitest";
import { ProfessionalInfoSection } from "./professional-info-section";

const GEO = geoRoutes(["Campinas", "São Paulo"], {
  "São Paulo": ["Moema", "Pinheiros"],
  Campinas: ["Cambuí", "Taquaral"],
});

function setup(profile: OwnProfessionalProfile | null, routes: Routes = {}) {
  const user = makeCurrentUser({ role: "professional", professionalProfile: profile });
  const sent = stubApi({
    ...GEO,
    "POST /api/professional/profile": [200, user],
    "GET /api/auth/user": [200, user],
    ...routes,
  });
  renderApp({
    user,
    ui: (
      <ProfessionalInfoSection
        user={user}
        PlaceFields={CityNeighborhoodFields}
        NeighborhoodField={NeighborhoodField}
      />
    ),
  });
  const posts = () => sent.filter((r) => r.url === "/api/professional/profile");
  return { ui: userEvent.setup(), posts };
}

const save = () => screen.getByRole("button", { name: "Salvar informações profissionais" });

async function pick(ui: ReturnType<typeof userEvent.setup>, box: string, typed: string) {
  const input = screen.getByRole("combobox", { name: box });
  await vi.waitFor(() => expect(input).toBeEnabled());
  await ui.clear(input);
  await ui.type(input, typed);
  await ui.click(await screen.findByRole("option", { name: typed }));
}

describe("ProfessionalInfoSection", () => {
  it("refuses a CPF with wrong check digits and sends nothing", async () => {
    const { ui, posts } = setup(null);
    await ui.type(screen.getByLabelText("CPF"), "52998224726");
    expect(screen.getByLabelText("CPF")).toHaveValue("529.982.247-26");
    await ui.type(screen.getByLabelText("Registro profissional"), "CRP 06/123456");
    await ui.type(screen.getByLabelText("Valor do serviço (R$)"), "150");
    await ui.click(save());

    expect(await screen.findByText("CPF inválido")).toBeInTheDocument();
    expect(screen.getByLabelText("CPF")).toHaveAttribute("aria-invalid", "true");
    expect(posts()).toEqual([]);
  });

  it("refuses a register out of the council's format on the field, naming it (decision 0386)", async () => {
    const { ui, posts } = setup(null);
    await ui.type(screen.getByLabelText("CPF"), "52998224725");
    await ui.type(screen.getByLabelText("Registro profissional"), "06123456");
    await ui.type(screen.getByLabelText("Valor do serviço (R$)"), "150");
    await ui.click(save());
    const message = registerFormatMessage("Psicologia");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText("Registro profissional")).toHaveAttribute("aria-invalid", "true");
    expect(posts()).toEqual([]);
  });

  it("opens a saved register the council's format cannot read for its correction, the CPF locked", async () => {
    const { ui, posts } = setup(
      makeOwnProfessionalProfile({
        professionalRegister: "Psicóloga 123",
        registerNeedsCorrection: true,
      }),
    );
    const register = screen.getByLabelText("Registro profissional");
    expect(register).toBeEnabled();
    expect(screen.getByLabelText("CPF")).toBeDisabled();
    expect(register).toHaveAccessibleDescription(/Seu registro está fora do formato do conselho/);
    await ui.clear(register);
    await ui.type(register, "crp 6/123456");
    await ui.click(save());
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ professionalRegister: "CRP 06/123456" });
  });

  it("asks for CPF and register, with the council's format as the register's hint", async () => {
    const { ui, posts } = setup(null);
    expect(screen.getByLabelText("Registro profissional")).toHaveAccessibleDescription(
      "Registro no CRP, por exemplo CRP 06/123456",
    );
    await ui.click(save());
    expect(await screen.findByText("CPF é obrigatório")).toBeInTheDocument();
    expect(screen.getByText("Registro profissional é obrigatório")).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it("sends the CPF as digits with SPEC's defaults (Psicologia, online)", async () => {
    const { ui, posts } = setup(null);
    expect(screen.getByRole("combobox", { name: "Especialidade" })).toHaveTextContent("Psicologia");
    expect(screen.getByRole("checkbox", { name: "Online" })).toBeChecked();
    await ui.type(screen.getByLabelText("CPF"), "52998224725");
    await ui.type(screen.getByLabelText("Registro profissional"), "CRP 06/123456");
    await ui.type(screen.getByLabelText("Bio profissional"), "Terapia cognitiva.");
    const price = screen.getByLabelText("Valor do serviço (R$)");
    expect(price).toHaveAttribute("step", "0.01");
    expect(price).toHaveAttribute("min", "0");
    await ui.type(price, "150.5");
    await ui.click(screen.getByRole("checkbox", { name: "A partir de" }));
    await ui.click(save());

    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({
      cpf: "52998224725",
      professionalRegister: "CRP 06/123456",
      specialties: ["Psicologia"],
      serviceOptions: ["online"],
      officeAddress: null,
      officeComplement: null,
      officeNeighborhood: null,
      officeCity: null,
      officeState: null,
      homeServiceAreas: [],
      homeServiceCity: null,
      homeServiceState: null,
      bio: "Terapia cognitiva.",
      priceRange: "150.50",
      startingFrom: true,
      titleForm: null,
    });
    expect(await screen.findByText("Perfil atualizado com sucesso!")).toBeInTheDocument();
  });

  it("locks CPF, register and specialty once saved, and still sends them", async () => {
    const { ui, posts } = setup(makeOwnProfessionalProfile());
    expect(screen.getByLabelText("CPF")).toBeDisabled();
    expect(screen.getByLabelText("CPF")).toHaveValue("529.982.247-25");
    expect(screen.getByLabelText("Registro profissional")).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "Especialidade" })).toBeDisabled();
    await ui.click(save());
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({
      cpf: "52998224725",
      professionalRegister: "CRP 06/123456",
      specialties: ["Psicologia"],
    });
  });

  it("lets the professional choose how their title reads (decision 0340)", async () => {
    const { ui, posts } = setup(makeOwnProfessionalProfile({ titleForm: "masculine" }));
    const group = screen.getByRole("group", { name: "Como prefere ser apresentado(a)" });
    expect(within(group).getByRole("radio", { name: "Psicólogo verificado" })).toBeChecked();
    expect(
      within(group).getByRole("radio", {
        name: "Sem preferência (Psicologia · registro verificado)",
      }),
    ).not.toBeChecked();
    await ui.click(within(group).getByRole("radio", { name: "Psicóloga verificada" }));
    await ui.click(save());
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({ titleForm: "feminine" });
  });

  it("shows the location message when Local Próprio has no address", async () => {
    const { ui, posts } = setup(null);
    await ui.click(screen.getByRole("checkbox", { name: "Local Próprio" }));
    await ui.click(save());
    expect(
      await screen.findByText("Campos de localização são obrigatórios para as opções selecionadas"),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it("clears the areas when the home-service city changes", async () => {
    const { ui } = setup(null);
    await ui.click(screen.getByRole("checkbox", { name: "Domiciliar" }));
    await pick(ui, "Cidade do atendimento domiciliar", "São Paulo - SP");
    await pick(ui, "Bairro atendido", "Moema");
    await ui.click(screen.getByRole("button", { name: "Adicionar bairro" }));
    const areas = screen.getByRole("list", { name: "Bairros atendidos" });
    expect(within(areas).getByText("Moema")).toBeInTheDocument();

    await pick(ui, "Cidade do atendimento domiciliar", "Campinas - SP");
    expect(screen.queryByRole("list", { name: "Bairros atendidos" })).not.toBeInTheDocument();
    expect(screen.getByText("Nenhum bairro adicionado ainda.")).toBeInTheDocument();
  });

  it("adds an area once and removes it from its chip", async () => {
    const { ui, posts } = setup(null);
    await ui.click(screen.getByRole("checkbox", { name: "Domiciliar" }));
    await pick(ui, "Cidade do atendimento domiciliar", "São Paulo - SP");
    for (const _ of [1, 2]) {
      await pick(ui, "Bairro atendido", "Moema");
      await ui.click(screen.getByRole("button", { name: "Adicionar bairro" }));
    }
    const areas = screen.getByRole("list", { name: "Bairros atendidos" });
    expect(within(areas).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByText("Moema já está na lista de bairros atendidos.")).toBeInTheDocument();

    await ui.click(screen.getByRole("button", { name: "Remover Moema" }));
    await ui.click(save());
    expect(
      await screen.findByText("Campos de localização são obrigatórios para as opções selecionadas"),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it("refuses a forbidden offer in the bio on the field, naming the rule, and sends nothing (decision 0385)", async () => {
    const { ui, posts } = setup(makeOwnProfessionalProfile());
    await ui.type(screen.getByLabelText("Bio profissional"), "Primeira consulta GRÁTIS");
    await ui.click(save());
    const message = publicityProblem("grátis")!;
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText("Bio profissional")).toHaveAccessibleDescription(message);
    expect(posts()).toEqual([]);
  });

  it("shows the server's refusal of the bio under the field", async () => {
    const message = publicityProblem("cupom")!;
    const { ui } = setup(makeOwnProfessionalProfile(), {
      "POST /api/professional/profile": [
        400,
        { code: "bad_request", message, fieldErrors: { bio: [message] } },
      ],
    });
    await ui.click(save());
    await vi.waitFor(() =>
      expect(screen.getByLabelText("Bio profissional")).toHaveAccessibleDescription(message),
    );
  });

  it("shows a CPF another account holds under the field and in the failure toast", async () => {
    const message = "Este CPF já está cadastrado em outra conta.";
    const { ui } = setup(null, {
      "POST /api/professional/profile": [
        409,
        { code: "conflict", message, fieldErrors: { cpf: [message] } },
      ],
    });
    await ui.type(screen.getByLabelText("CPF"), "52998224725");
    await ui.type(screen.getByLabelText("Registro profissional"), "CRP 06/1");
    await ui.click(save());
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(screen.getByLabelText("CPF")).toHaveAccessibleDescription(message);
  });
});
