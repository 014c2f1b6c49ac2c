import type { CurrentUser } from "@domain/contracts/auth";
import type { ProfessionalDashboard } from "@domain/contracts/professional-appointments";
import { VERIFICATION_NOTICE } from "@domain/verification-notice";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAppointment, makeConfirmation } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser, makeOwnProfessionalProfile } from "@web/test/users";
import { beforeAll, describe, expect, it, vi } from "vitest";

const verified = makeCurrentUser({
  role: "professional",
  firstName: "Paula",
  lastName: "Souza",
  professionalProfile: makeOwnProfessionalProfile({
    isVerified: true,
    verificationStatus: "verified",
  }),
});

const next = makeAppointment({
  status: "approved",
  appointmentDate: "2026-03-12",
  startTime: "10:00",
  endTime: "11:00",
  serviceType: "presencial",
  notes: "Primeira consulta.",
  client: { ...makeAppointment().client, phone: "11912345678" },
});
const stats: ProfessionalDashboard = {
  pendingRequests: [],
  pendingCount: 0,
  nextAppointment: next,
  todayCount: 3,
  distinctClients: 14,
  averageRating: 4.666,
  reviewCount: 12,
};

// The professional area is code-split; load it once so each test waits only for rendering.
beforeAll(() => import("@web/app/areas/professional-area"), 30_000);
// jsdom has no scrolling; the router scrolls to the top on each page.
beforeAll(() => void vi.spyOn(window, "scrollTo").mockImplementation(() => {}));

function renderDashboard(user: CurrentUser = verified, dashboard: ProfessionalDashboard = stats) {
  const sent = stubApi({
    "GET /api/professional/dashboard": [200, dashboard],
    "GET /api/service-confirmations": [200, [makeConfirmation()]],
  });
  renderApp({ path: "/", user });
  return sent;
}

const nextCard = () => screen.findByRole("region", { name: "Próxima Consulta" });
const stat = (label: string) =>
  screen.getByText(label, { selector: "dt" }).parentElement!.querySelector("dd")!.textContent;

describe("Professional dashboard", () => {
  it("greets by first name and shows the next session; a click opens its details", async () => {
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Olá, Paula!" })).toBeVisible();
    const card = await nextCard();
    const open = await within(card).findByRole("button", { name: /Clara Lima/ });
    expect(open).toHaveTextContent("Quinta-feira, 12 de março de 2026");
    expect(open).toHaveTextContent("10:00 às 11:00");

    await userEvent.click(open);

    const dialog = screen.getByRole("dialog", { name: "Detalhes do Agendamento" });
    for (const text of [
      "Clara Lima",
      "Confirmado",
      "Quinta-feira, 12 de março de 2026",
      "10:00 às 11:00",
      "Consulta de Psicologia - Presencial",
      "Consultório do Profissional",
      "Rua Augusta, 100",
      "Primeira consulta.",
    ]) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(dialog).getByRole("link", { name: "(11) 91234-5678 (WhatsApp)" })).toBeVisible();
  });

  it("says so when no session is ahead", async () => {
    renderDashboard(verified, { ...stats, nextAppointment: null });
    expect(await within(await nextCard()).findByText("Nenhuma consulta agendada.")).toBeVisible();
  });

  it("counts today's sessions, distinct clients and the rating with one decimal", async () => {
    renderDashboard();
    await screen.findByText("14");
    expect(stat("Consultas hoje")).toBe("3");
    expect(stat("Clientes")).toBe("14");
    expect(stat("Avaliação média")).toBe("4,7 (12 avaliações)");
  });

  it("reads 'Sem avaliações' without reviews", async () => {
    renderDashboard(verified, { ...stats, averageRating: null, reviewCount: 0 });
    await screen.findByText("14");
    expect(stat("Avaliação média")).toBe("Sem avaliações");
  });

  it("shows the services to confirm and links the appointments screen and the agenda", async () => {
    renderDashboard();
    expect(await screen.findByRole("button", { name: "Confirmar Serviço" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Ver agendamentos" })).toHaveAttribute(
      "href",
      "/professional/appointments",
    );
    expect(screen.getByRole("link", { name: "Abrir agenda" })).toHaveAttribute(
      "href",
      "/professional/agenda",
    );
  });

  it("'Ver recursos' opens the guides; 'Nova publicação' opens the form", async () => {
    renderDashboard();
    // Issue 34, item 3 (decision 0402).
    expect(await screen.findByRole("link", { name: "Ver recursos" })).toHaveAttribute(
      "href",
      "/recursos",
    );
    await userEvent.click(screen.getByRole("button", { name: "Nova publicação" }));
    // Issue 34, item 2 (decision 0404).
    expect(await screen.findByRole("dialog", { name: "Nova publicação" })).toBeVisible();
  });
});

describe("Dashboard banners", () => {
  it("an incomplete profile gets one 'Complete seu perfil' banner leading to /profile", async () => {
    renderDashboard(makeCurrentUser({ role: "professional", isProfileComplete: false }));
    await nextCard();
    expect(screen.getAllByText("Complete seu perfil")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Completar Perfil" })).toHaveAttribute(
      "href",
      "/profile",
    );
    expect(screen.queryByText(VERIFICATION_NOTICE.pendingTitle)).toBeNull();
    expect(screen.getByText("Perfil incompleto", { selector: "span" })).toBeVisible();
  });

  it("a complete profile waiting for an admin reads 'Perfil em análise'", async () => {
    renderDashboard({
      ...verified,
      professionalProfile: makeOwnProfessionalProfile({ verificationStatus: "pending" }),
    });
    const banner = await screen.findByRole("region", { name: "Perfil em análise" });
    expect(banner).toHaveTextContent(VERIFICATION_NOTICE.pending);
    expect(screen.queryByText("Complete seu perfil")).toBeNull();
    expect(screen.getByText("Em análise")).toBeVisible();
  });

  it("a rejected profile shows the admin's reason and how to send it again", async () => {
    renderDashboard({
      ...verified,
      professionalProfile: makeOwnProfessionalProfile({
        verificationStatus: "rejected",
        verificationRejectionReason: "Registro CRP não confere.",
      }),
    });
    const banner = await screen.findByRole("region", { name: VERIFICATION_NOTICE.rejectedTitle });
    expect(banner).toHaveTextContent("Registro CRP não confere.");
    expect(banner).toHaveTextContent(VERIFICATION_NOTICE.rejectedNext);
    expect(screen.queryByText(VERIFICATION_NOTICE.pendingTitle)).toBeNull();
  });

  it("a verified professional sees no banner", async () => {
    renderDashboard();
    await nextCard();
    expect(screen.queryByText("Complete seu perfil")).toBeNull();
    expect(screen.queryByText(VERIFICATION_NOTICE.pendingTitle)).toBeNull();
    expect(screen.getByText("Verificado")).toBeVisible();
  });
});
