import type { CurrentUser, OwnProfessionalProfile } from "@domain/contracts/auth";
import type { ProfessionalReviewsResponse } from "@domain/contracts/reviews";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { geoRoutes } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { type Routes, stubApi } from "@web/test/stub-api";
import { makeCurrentUser, makeOwnProfessionalProfile } from "@web/test/users";
import { describe, expect, it, vi } from "vitest";
import { ProfilePage } from "./profile-page";

const NO_REVIEWS: ProfessionalReviewsResponse = {
  reviews: [],
  averageRating: null,
  reviewCount: 0,
  visibility: "public",
};

function professional(
  profile: Partial<OwnProfessionalProfile> | null,
  user: Partial<CurrentUser> = {},
) {
  return makeCurrentUser({
    firstName: "Paula",
    lastName: "Souza",
    email: "paula@example.com",
    phone: "11987654321",
    role: "professional",
    address: null,
    profileImageUrl: "/api/images/p.jpg",
    professionalProfile: profile && makeOwnProfessionalProfile(profile),
    ...user,
  });
}

function setup(user: CurrentUser, reviews = NO_REVIEWS, routes: Routes = {}) {
  const sent = stubApi({
    ...geoRoutes(["São Paulo"], { "São Paulo": ["Moema"] }),
    [`GET /api/reviews/professional/${user.id}`]: [200, reviews],
    "GET /api/auth/user": [200, user],
    "PUT /api/user/profile": [200, user],
    "PUT /api/professional/privacy-settings": [200, user],
    ...routes,
  });
  renderApp({ user, ui: <ProfilePage />, path: "/profile" });
  return { sent, ui: userEvent.setup() };
}

describe("ProfilePage for a professional", () => {
  it("fills both forms with the saved data", () => {
    setup(professional({ showContact: true, shareEmail: false, availableForNewPatients: true }));
    expect(screen.getByLabelText("Nome")).toHaveValue("Paula");
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription(
      "O e-mail não pode ser alterado por questões de segurança",
    );
    expect(screen.getByLabelText("Celular com WhatsApp")).toHaveValue("(11) 98765-4321");
    expect(screen.getByLabelText("Celular com WhatsApp")).toHaveAttribute("maxLength", "15");
    // Shown with its state (decision 0335).
    expect(screen.getByRole("combobox", { name: "Cidade" })).toHaveValue("São Paulo - SP");
    expect(screen.getByRole("checkbox", { name: "Compartilhar celular" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Compartilhar e-mail" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Aceitando novos pacientes" })).toBeChecked();
    expect(screen.getByLabelText("CPF")).toHaveValue("529.982.247-25");
    expect(screen.getByLabelText("Registro profissional")).toHaveValue("CRP 06/123456");
    expect(screen.getByLabelText("Bio profissional")).toHaveValue("Psicóloga clínica.");
    expect(screen.getByLabelText("Valor do serviço (R$)")).toHaveValue(150);
    expect(screen.getByRole("button", { name: "Excluir conta" })).toBeInTheDocument();
  });

  it("shows the verified badge, the rating and the received reviews", async () => {
    const reviews: ProfessionalReviewsResponse = {
      averageRating: 4.5,
      reviewCount: 2,
      visibility: "public",
      reviews: [
        {
          id: "r1",
          professionalId: "p",
          serviceConfirmationId: "c1",
          rating: 5,
          comment: "Excelente.",
          isAnonymous: false,
          createdAt: "2026-03-02T15:00:00.000Z",
          reply: null,
          repliedAt: null,
          client: { firstName: "Clara", lastName: "Lima", profileImageUrl: null },
        },
        {
          id: "r2",
          professionalId: "p",
          serviceConfirmationId: "c2",
          rating: 4,
          comment: null,
          isAnonymous: true,
          createdAt: "2026-03-01T15:00:00.000Z",
          reply: null,
          repliedAt: null,
          client: null,
        },
      ],
    };
    setup(
      professional({ isVerified: true, verificationStatus: "verified", titleForm: "masculine" }),
      reviews,
    );
    // The badge, not the form's choice of the same words.
    expect(screen.getByText("Psicólogo verificado", { ignore: "label" })).toBeInTheDocument();
    expect(await screen.findByText("4,5")).toBeInTheDocument();
    expect(screen.getByText("(2 avaliações)")).toBeInTheDocument();
    expect(screen.getByText("Clara Lima")).toBeInTheDocument();
    expect(screen.getByText("Excelente.")).toBeInTheDocument();
    expect(screen.getByText("Cliente anônimo")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "5 de 5 estrelas" })).toBeInTheDocument();
    expect(screen.queryByText("Perfil em análise")).not.toBeInTheDocument();
  });

  it("without reviews says so twice: in the rating and in the list", async () => {
    setup(professional({}));
    expect(await screen.findByText("Sem avaliações ainda")).toBeInTheDocument();
    expect(screen.getByText("Ainda não há avaliações para este profissional.")).toBeInTheDocument();
  });

  it("shows 'Perfil em análise' for a complete profile waiting for verification", () => {
    setup(professional({ verificationStatus: "pending" }));
    expect(screen.getByRole("heading", { name: "Perfil em análise" })).toBeInTheDocument();
    expect(screen.getByText(/leva até 48 horas/)).toBeInTheDocument();
    expect(screen.getByText(/ainda não aparece nas buscas dos clientes/)).toBeInTheDocument();
  });

  it("instead lists what is missing while the profile is incomplete", () => {
    setup(professional(null, { isProfileComplete: false, profileImageUrl: null }));
    expect(screen.queryByText("Perfil em análise")).not.toBeInTheDocument();
    expect(
      screen.getByText(/Para aparecer nas buscas, preencha: foto de perfil/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("CPF")).toBeEnabled();
  });

  it("shows the admin's reason for a rejection and how to send the profile again", () => {
    setup(
      professional({
        verificationStatus: "rejected",
        verificationRejectionReason: "Registro não encontrado no CRP.",
      }),
    );
    const notice = screen.getByRole("region", { name: "Verificação não aprovada" });
    expect(within(notice).getByText("Registro não encontrado no CRP.")).toBeInTheDocument();
    expect(
      within(notice).getByText(/salve-as para enviar seu perfil para uma nova análise/),
    ).toBeInTheDocument();
  });

  it("saves the personal form, then the privacy switches", async () => {
    const { sent, ui } = setup(professional({ showContact: true, shareEmail: false }));
    await ui.click(screen.getByRole("checkbox", { name: "Compartilhar e-mail" }));
    await ui.click(screen.getByRole("checkbox", { name: "Aceitando novos pacientes" }));
    // Issue 18 (decision 0355): the search-engine opt-out.
    await ui.click(screen.getByRole("checkbox", { name: "Aparecer em buscadores" }));
    await ui.click(screen.getByRole("button", { name: "Salvar informações pessoais" }));

    expect(await screen.findByText("Perfil atualizado com sucesso!")).toBeInTheDocument();
    const saves = sent.filter((r) => r.method === "PUT");
    expect(saves.map((r) => r.url)).toEqual([
      "/api/user/profile",
      "/api/professional/privacy-settings",
    ]);
    expect(saves[0]!.body).toMatchObject({ firstName: "Paula", phone: "11987654321" });
    expect(saves[1]!.body).toEqual({
      showContact: true,
      availableForNewPatients: false,
      shareEmail: true,
      searchEngineIndexing: false,
    });
  });

  it("shares the e-mail only with the phone (decision 0094)", async () => {
    const { ui } = setup(professional({ showContact: true, shareEmail: true }));
    await ui.click(screen.getByRole("checkbox", { name: "Compartilhar celular" }));
    const email = screen.getByRole("checkbox", { name: "Compartilhar e-mail" });
    expect(email).toBeDisabled();
    expect(email).not.toBeChecked();
    expect(email).toHaveAccessibleDescription(
      "Para mostrar seu e-mail, compartilhe também o celular.",
    );
  });

  it("tells a privacy failure apart from a profile failure", async () => {
    const { ui } = setup(professional({}), NO_REVIEWS, {
      "PUT /api/professional/privacy-settings": [500, { code: "internal", message: "x" }],
    });
    await ui.click(screen.getByRole("button", { name: "Salvar informações pessoais" }));
    expect(
      await screen.findByText("Falha ao atualizar configurações de privacidade. Tente novamente."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Perfil atualizado com sucesso!")).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Salvar informações pessoais" })).toBeEnabled(),
    );
  });
});
