import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { confirmationsKeys } from "@web/lib/query-keys";
import { makeAppointment, makeConfirmation } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it, vi } from "vitest";
import { ClientHomePage } from "./client-home-page";

const awaiting = makeConfirmation({
  professional: { firstName: "Paula", lastName: "Souza" },
  professionalConfirmed: true,
  serviceDescription: "Consulta de Nutrição (presencial)",
});
const others = [
  makeConfirmation({ professional: { firstName: "Nenhum", lastName: "Lado" } }),
  makeConfirmation({
    professional: { firstName: "Ambos", lastName: "Lados" },
    clientConfirmed: true,
    professionalConfirmed: true,
  }),
];

function renderHome(confirmations = [awaiting, ...others]) {
  return renderApp({
    ui: <ClientHomePage />,
    user: makeCurrentUser({ firstName: "Clara", lastName: "Lima" }),
    seed: [[confirmationsKeys.list(), confirmations]],
  });
}

const banner = () => screen.getByRole("region", { name: "Confirmação de Serviço Pendente" });

describe("Client home", () => {
  it("greets by first name, links the three areas and shows no recent activity", async () => {
    stubApi({
      "GET /api/notifications": [200, { items: [], nextCursor: null }],
      "GET /api/appointments/client": [200, []],
    });
    renderHome([]);
    expect(screen.getByRole("heading", { name: "Olá, Clara!" })).toBeInTheDocument();
    expect(
      screen.getByText("Gerencie seus agendamentos e encontre profissionais qualificados."),
    ).toBeInTheDocument();
    const hrefs = within(screen.getByRole("navigation", { name: "Atalhos" }))
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/professionals", "/appointments", "/social"]);
    expect(await screen.findByText("Nenhuma atividade recente encontrada.")).toBeInTheDocument();
    expect(screen.queryByText("Confirmação de Serviço Pendente")).not.toBeInTheDocument();
  });

  // Issue 34, item 5 (decision 0403): the next session and the latest notifications.
  it("shows the next approved session and the five latest notifications with their links", async () => {
    const items = Array.from({ length: 6 }, (_, i) => ({
      id: `n${i}`,
      kind: "booking_approved",
      title: `Aviso ${i + 1}`,
      detail: null,
      link: "/appointments",
      createdAt: `2026-11-2${i}T12:00:00.000Z`,
      read: i > 0,
    }));
    const next = makeAppointment({
      status: "approved",
      appointmentDate: "2099-03-02",
      startTime: "10:00",
      endTime: "11:00",
    });
    stubApi({
      "GET /api/notifications": [200, { items, nextCursor: null }],
      "GET /api/appointments/client": [
        200,
        [next, { ...next, id: "later", appointmentDate: "2099-04-02" }],
      ],
    });
    renderHome([]);
    const activity = await screen.findByRole("list", { name: "Atividade recente" });
    const links = within(activity).getAllByRole("link");
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAccessibleName(/^Não lida: Aviso 1/);
    expect(links[0]).toHaveAttribute("href", "/appointments");
    expect(screen.getByRole("link", { name: "Ver todas" })).toHaveAttribute(
      "href",
      "/notificacoes",
    );
    const card = await screen.findByRole("region", { name: /Próxima Consulta/ });
    expect(within(card).getByText(/2 de março de 2099/)).toBeInTheDocument();
  });

  it("lists only services the professional confirmed and the client has not", () => {
    renderHome();
    const rows = within(banner()).getAllByRole("listitem");
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(within(row).getByText("Paula Souza")).toBeInTheDocument();
    expect(within(row).getByText("Consulta de Nutrição (presencial)")).toBeInTheDocument();
    expect(within(row).getByText(/^há /)).toBeInTheDocument();
    expect(within(row).getByText("Aguardando sua confirmação")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Confirmar Realização" })).toBeEnabled();
  });

  it("after confirming, asks whether a review is possible and opens the form", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      [`PATCH /api/service-confirmations/${awaiting.id}/confirm`]: [200, awaiting],
      [`GET /api/reviews/can-review/${awaiting.professionalId}`]: [
        200,
        { canReview: true, serviceConfirmationId: awaiting.id },
      ],
      "GET /api/service-confirmations": [200, []],
    });
    renderHome();
    await user.click(within(banner()).getByRole("button", { name: "Confirmar Realização" }));
    expect(await screen.findByText("Serviço confirmado")).toBeInTheDocument();
    expect(await screen.findByRole("dialog", { name: "Avaliar Paula Souza" })).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.url}`)).toContain(
      `GET /api/reviews/can-review/${awaiting.professionalId}`,
    );
  });

  it("a failed can-review check is only logged: no form, no error", async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi({
      [`PATCH /api/service-confirmations/${awaiting.id}/confirm`]: [200, awaiting],
      "GET /api/service-confirmations": [200, []],
    });
    renderHome();
    await user.click(within(banner()).getByRole("button", { name: "Confirmar Realização" }));
    expect(await screen.findByText("Serviço confirmado")).toBeInTheDocument();
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it("shows the fall-back message when confirming fails without one", async () => {
    const user = userEvent.setup();
    stubApi({
      [`PATCH /api/service-confirmations/${awaiting.id}/confirm`]: [500, "falha"],
    });
    renderHome();
    await user.click(within(banner()).getByRole("button", { name: "Confirmar Realização" }));
    expect(await screen.findByText("Erro ao confirmar serviço")).toBeInTheDocument();
    expect(screen.getByText("Ocorreu um erro ao confirmar o serviço")).toBeInTheDocument();
  });
});
