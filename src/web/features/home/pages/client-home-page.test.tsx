import type { Appointment } from "@domain/contracts/appointments";
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

  // Issue 34, item 5 (decision 0403): the latest notifications, as the bell's list shows them.
  it("lists the five latest notifications with their links and times, and 'Ver todas', reading none", async () => {
    const items = Array.from({ length: 6 }, (_, i) => ({
      id: `n${i}`,
      kind: "booking_approved",
      title: `Aviso ${i + 1}`,
      detail: i === 0 ? "Paula Souza aprovou a sua consulta." : null,
      link: i === 1 ? "/reviews?aba=avaliacoes" : "/appointments",
      createdAt: `2026-11-2${i}T12:00:00.000Z`,
      read: i > 0,
    }));
    const sent = stubApi({
      "GET /api/notifications": [200, { items, nextCursor: "more" }],
      "GET /api/appointments/client": [200, []],
    });
    renderHome([]);
    const activity = await screen.findByRole("list", { name: "Atividade recente" });
    const links = within(activity).getAllByRole("link");
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      "/appointments",
      "/reviews?aba=avaliacoes",
      "/appointments",
      "/appointments",
      "/appointments",
    ]);
    expect(links[0]).toHaveAccessibleName(
      /^Não lida: Aviso 1\. Paula Souza aprovou a sua consulta/,
    );
    expect(links[1]).toHaveAccessibleName(/^Aviso 2, /);
    expect(within(activity).getByText("Paula Souza aprovou a sua consulta.")).toBeVisible();
    expect(within(activity).queryByText("Aviso 6")).not.toBeInTheDocument();
    // Older than a day: the date and time in pt-BR (decision 0222).
    expect(within(links[0]!).getByText(/^\d{2}\/\d{2}\/2026 às \d{2}:\d{2}$/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Ver todas" })).toHaveAttribute(
      "href",
      "/notificacoes",
    );
    // Showing them reads nothing: only reads were sent, one page of notifications.
    expect(sent.every((r) => r.method === "GET")).toBe(true);
    expect(sent.filter((r) => r.url.startsWith("/api/notifications"))).toHaveLength(1);
  });

  it("says so when the notifications cannot be read, instead of 'nenhuma atividade'", async () => {
    stubApi({
      "GET /api/notifications": [500, "falha"],
      "GET /api/appointments/client": [200, []],
    });
    renderHome([]);
    expect(
      await screen.findByText("Não foi possível carregar a atividade recente. Tente novamente."),
    ).toBeVisible();
    expect(screen.queryByText("Nenhuma atividade recente encontrada.")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Ver todas" })).not.toBeInTheDocument();
  });

  it("shows the earliest approved or confirmed session ahead, with its professional", async () => {
    const at = (date: string, status: Appointment["status"], id: string) =>
      makeAppointment({ id, status, appointmentDate: date, startTime: "10:00", endTime: "11:00" });
    stubApi({
      "GET /api/notifications": [200, { items: [], nextCursor: null }],
      "GET /api/appointments/client": [
        200,
        [
          at("2099-04-02", "confirmed", "later"),
          at("2099-02-01", "pending", "waiting"),
          at("2099-01-15", "cancelled", "cancelled"),
          at("2020-01-15", "approved", "past"),
          {
            ...at("2099-03-02", "approved", "next"),
            professional: {
              ...makeAppointment().professional,
              firstName: "Rita",
              lastName: "Alves",
            },
          },
        ],
      ],
    });
    renderHome([]);
    const card = screen.getByRole("region", { name: /Próxima Consulta/ });
    const open = await within(card).findByRole("button", { name: /Rita Alves/ });
    expect(open).toHaveTextContent(/2 de março de 2099/);
    expect(open).toHaveTextContent(/10:00 às 11:00/);
    expect(within(card).queryByText("Clara Lima")).not.toBeInTheDocument();
  });

  it("without a session ahead, the card says so in the client's words", async () => {
    stubApi({
      "GET /api/notifications": [200, { items: [], nextCursor: null }],
      "GET /api/appointments/client": [
        200,
        [makeAppointment({ status: "pending", appointmentDate: "2099-03-02" })],
      ],
    });
    renderHome([]);
    const card = screen.getByRole("region", { name: /Próxima Consulta/ });
    expect(await within(card).findByText("Nenhuma consulta agendada.")).toBeVisible();
    expect(
      within(card).getByText(
        "Quando um profissional confirmar a sua solicitação, ela aparecerá aqui.",
      ),
    ).toBeVisible();
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
