import type { Appointment } from "@domain/contracts/appointments";
import type { ProfessionalAppointmentsPage as Page } from "@domain/contracts/professional-appointments";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAppointment, makeConfirmation } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";
import { ProfessionalAppointmentsPage } from "./professional-appointments-page";

const professional = makeCurrentUser({ role: "professional", firstName: "Paula" });
const client = (firstName: string, extra: Partial<Appointment["client"]> = {}) => ({
  ...makeAppointment().client,
  firstName,
  lastName: "Lima",
  ...extra,
});

const pending = makeAppointment({
  client: client("Clara", { phone: "11987654321", address: "Pinheiros" }),
  appointmentDate: "2026-03-12",
  startTime: "10:00",
});
const homeVisit = makeAppointment({
  client: client("Bruno"),
  status: "approved",
  serviceType: "domiciliar",
  clientAddress: "Rua dos Pinheiros, 50",
  addressComplement: "Apto 12",
  appointmentDate: "2026-03-11",
  startTime: "14:00",
});
const cancelled = makeAppointment({
  client: client("Dora", { address: null }),
  status: "cancelled",
  appointmentDate: "2026-03-09",
});
const counts = { pending: 1, confirmed: 7, today: 2, total: 23 };
const page = (items: Appointment[], nextCursor: string | null = null): Page => ({
  items,
  nextCursor,
  counts,
});

function renderScreen() {
  return renderApp({ ui: <ProfessionalAppointmentsPage />, user: professional });
}

const cardOf = async (name: string) =>
  (await screen.findByRole("heading", { name, level: 2 })).closest("li")!;
const counter = (label: string) =>
  screen.getByText(label, { selector: "dt" }).parentElement!.querySelector("dd")!.textContent;

describe("/professional/appointments", () => {
  it("shows the four counters and each card's client, date, time, status, phone and address", async () => {
    stubApi({ "GET /api/appointments/professional": [200, page([pending, homeVisit, cancelled])] });
    renderScreen();

    const clara = await cardOf("Clara Lima");
    expect(counter("Pendentes")).toBe("1");
    expect(counter("Confirmados")).toBe("7");
    expect(counter("Hoje")).toBe("2");
    expect(counter("Total")).toBe("23");

    expect(within(clara).getByText("12/03/2026")).toBeInTheDocument();
    expect(within(clara).getByText("10:00")).toBeInTheDocument();
    expect(within(clara).getByText("Pendente")).toBeInTheDocument();
    expect(within(clara).getByRole("link", { name: "(11) 98765-4321 (WhatsApp)" })).toHaveAttribute(
      "href",
      "https://wa.me/5511987654321",
    );
    expect(within(clara).getByText("Pinheiros")).toBeInTheDocument();

    const bruno = await cardOf("Bruno Lima");
    expect(within(bruno).getByText("Confirmado")).toBeInTheDocument();
    expect(within(bruno).getByText("Não informado")).toBeInTheDocument();
    expect(within(bruno).getByText("Rua dos Pinheiros, 50, Apto 12")).toBeInTheDocument();

    const dora = await cardOf("Dora Lima");
    expect(within(dora).getByText("Cancelado")).toBeInTheDocument();
    expect(within(dora).getAllByText("Não informado")).toHaveLength(2);
  });

  it("labels every status in Portuguese, says who cancelled, and offers 'WhatsApp' when the client has a phone", async () => {
    const rejected = makeAppointment({
      client: client("Eva", { phone: null }),
      status: "rejected",
      professionalNotes: "Agenda cheia",
      appointmentDate: "2026-03-08",
    });
    const unanswered = makeAppointment({
      client: client("Fabio"),
      status: "auto_rejected",
      appointmentDate: "2026-03-07",
    });
    const byClient = { ...cancelled, cancelledBy: "client" as const };
    stubApi({
      "GET /api/appointments/professional": [
        200,
        page([pending, homeVisit, byClient, rejected, unanswered]),
      ],
    });
    renderScreen();

    const clara = within(await cardOf("Clara Lima"));
    expect(clara.getByText("Pendente")).toBeInTheDocument();
    expect(clara.getByRole("link", { name: "WhatsApp: Clara Lima" })).toHaveAttribute(
      "href",
      `https://wa.me/5511987654321?text=${encodeURIComponent("Olá, Clara! Sobre nossa sessão de quinta-feira, 12/03/2026 às 10:00 pelo Acolher.")}`,
    );
    expect(within(await cardOf("Bruno Lima")).getByText("Confirmado")).toBeInTheDocument();
    const dora = within(await cardOf("Dora Lima"));
    expect(dora.getByText("Cancelado")).toBeInTheDocument();
    expect(dora.getByText("Cancelado pelo cliente")).toBeInTheDocument();
    const eva = within(await cardOf("Eva Lima"));
    expect(eva.getByText("Recusado")).toBeInTheDocument();
    expect(eva.getByText("Recusado por você")).toBeInTheDocument();
    expect(eva.getByText("Motivo: Agenda cheia")).toBeInTheDocument();
    expect(eva.queryByRole("link", { name: /WhatsApp:/ })).not.toBeInTheDocument();
    expect(within(await cardOf("Fabio Lima")).getByText("Não respondido")).toBeInTheDocument();
  });

  it("offers Confirmar and Recusar only on pending requests, the words of every screen (decision 0380)", async () => {
    stubApi({ "GET /api/appointments/professional": [200, page([pending, homeVisit, cancelled])] });
    renderScreen();

    const clara = await cardOf("Clara Lima");
    expect(
      within(clara).getByRole("button", { name: "Confirmar: Clara Lima, 12/03/2026 às 10:00" }),
    ).toBeEnabled();
    expect(
      within(clara).getByRole("button", { name: "Recusar: Clara Lima, 12/03/2026 às 10:00" }),
    ).toBeEnabled();
    expect(within(clara).queryByRole("button", { name: /^Cancelar/ })).toBeNull();
    for (const name of ["Bruno Lima", "Dora Lima"]) {
      const card = await cardOf(name);
      expect(within(card).queryByRole("button", { name: /^Confirmar|^Recusar/ })).toBeNull();
    }
  });

  it("'Confirmar' answers as the agenda does and shows the refreshed list", async () => {
    let answered = false;
    const sent = stubApi({
      "GET /api/appointments/professional": () => [
        200,
        answered
          ? { ...page([{ ...pending, status: "approved" }]), counts: { ...counts, pending: 0 } }
          : page([pending]),
      ],
      [`PUT /api/agenda/appointments/${pending.id}/status`]: () => {
        answered = true;
        return [200, { ...pending, status: "approved" }];
      },
    });
    renderScreen();

    await userEvent.click(
      within(await cardOf("Clara Lima")).getByRole("button", {
        name: "Confirmar: Clara Lima, 12/03/2026 às 10:00",
      }),
    );

    expect(await screen.findByText("Status da solicitação atualizado com sucesso!")).toBeVisible();
    expect(sent).toContainEqual({
      method: "PUT",
      url: `/api/agenda/appointments/${pending.id}/status`,
      body: { status: "approved", professionalNotes: null },
    });
    const clara = await cardOf("Clara Lima");
    expect(await within(clara).findByText("Confirmado")).toBeInTheDocument();
    expect(within(clara).queryByRole("button", { name: /^Confirmar/ })).toBeNull();
    expect(counter("Pendentes")).toBe("0");
  });

  it("'Recusar' asks first, with the optional reason the client reads", async () => {
    const sent = stubApi({
      "GET /api/appointments/professional": [200, page([pending])],
      [`PUT /api/agenda/appointments/${pending.id}/status`]: [
        200,
        { ...pending, status: "rejected" },
      ],
    });
    renderScreen();

    await userEvent.click(
      within(await cardOf("Clara Lima")).getByRole("button", { name: /^Recusar/ }),
    );
    const ask = screen.getByRole("alertdialog", { name: "Recusar solicitação?" });
    expect(sent.filter((r) => r.method === "PUT")).toHaveLength(0);
    await userEvent.type(within(ask).getByLabelText("Motivo (opcional)"), "Agenda cheia");
    await userEvent.click(within(ask).getByRole("button", { name: "Recusar solicitação" }));

    await screen.findByText("Status da solicitação atualizado com sucesso!");
    expect(sent).toContainEqual({
      method: "PUT",
      url: `/api/agenda/appointments/${pending.id}/status`,
      body: {
        status: "rejected",
        professionalNotes: "Solicitação rejeitada pelo profissional",
        reason: "Agenda cheia",
      },
    });
  });

  it("a refused answer shows 'Erro' with the server's message and the fresh status", async () => {
    let refused = false;
    stubApi({
      "GET /api/appointments/professional": () => [
        200,
        page([refused ? { ...pending, status: "auto_rejected" } : pending]),
      ],
      [`PUT /api/agenda/appointments/${pending.id}/status`]: () => {
        refused = true;
        return [409, { code: "conflict", message: "Esta solicitação não está mais pendente." }];
      },
    });
    renderScreen();

    await userEvent.click(
      within(await cardOf("Clara Lima")).getByRole("button", { name: /^Confirmar/ }),
    );

    expect(await screen.findByText("Esta solicitação não está mais pendente.")).toBeVisible();
    expect(screen.getByText("Erro")).toBeVisible();
    expect(await within(await cardOf("Clara Lima")).findByText("Não respondido")).toBeVisible();
  });

  it("shows what is coming soonest first, and the history behind 'Histórico', latest first (decision 0380)", async () => {
    const later = makeAppointment({
      client: client("Lia"),
      status: "approved",
      appointmentDate: "2026-03-20",
    });
    const sent = stubApi({
      "GET /api/appointments/professional": (url) => [
        200,
        url.searchParams.get("period") === "history"
          ? page([cancelled, { ...homeVisit, appointmentDate: "2026-03-02" }])
          : page([pending, later]),
      ],
    });
    renderScreen();

    expect(
      await screen.findByRole("heading", { name: "Próximos agendamentos", level: 2 }),
    ).toBeVisible();
    await cardOf("Lia Lima");
    const names = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(names()).toEqual(["Próximos agendamentos", "Clara Lima", "Lia Lima"]);
    expect(sent.map((r) => r.url)).toEqual(["/api/appointments/professional?period=upcoming"]);

    await userEvent.click(screen.getByRole("button", { name: "Histórico" }));
    await cardOf("Dora Lima");
    expect(names()).toEqual(["Histórico de agendamentos", "Dora Lima", "Bruno Lima"]);
    expect(sent.at(-1)?.url).toBe("/api/appointments/professional?period=history");
    expect(counter("Total")).toBe("23");

    await userEvent.click(screen.getByRole("button", { name: "Voltar" }));
    expect(await screen.findByRole("heading", { name: "Próximos agendamentos" })).toBeVisible();
    await cardOf("Lia Lima");
  });

  it("'Carregar mais' asks for the next page with the cursor and appends it", async () => {
    const cursor = `2026-03-09T10:00,${cancelled.id}`;
    const sent = stubApi({
      "GET /api/appointments/professional": (url) => [
        200,
        url.searchParams.get("cursor") === cursor
          ? page([cancelled])
          : page([pending, homeVisit], cursor),
      ],
    });
    renderScreen();
    await cardOf("Bruno Lima");
    expect(screen.queryByRole("heading", { name: "Dora Lima" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Carregar mais" }));

    await cardOf("Dora Lima");
    expect(screen.getByRole("heading", { name: "Clara Lima" })).toBeInTheDocument();
    expect(sent.map((r) => r.url)).toEqual([
      "/api/appointments/professional?period=upcoming",
      `/api/appointments/professional?${new URLSearchParams({ period: "upcoming", cursor })}`,
    ]);
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
  });

  it("'Ver Detalhes' opens the session's details", async () => {
    stubApi({ "GET /api/appointments/professional": [200, page([homeVisit])] });
    renderScreen();

    await userEvent.click(
      within(await cardOf("Bruno Lima")).getByRole("button", { name: /^Ver Detalhes/ }),
    );

    const dialog = screen.getByRole("dialog", { name: "Detalhes do Agendamento" });
    expect(within(dialog).getByText("Atendimento Domiciliar")).toBeInTheDocument();
    expect(within(dialog).getByText("Consulta de Psicologia - Domiciliar")).toBeInTheDocument();
  });

  it("the other tabs list the reviews received and the services to confirm", async () => {
    stubApi({
      "GET /api/appointments/professional": [200, page([])],
      [`GET /api/reviews/professional/${professional.id}`]: [
        200,
        {
          reviews: [
            {
              id: "r1",
              professionalId: professional.id,
              serviceConfirmationId: "s1",
              rating: 5,
              comment: "Excelente atendimento",
              isAnonymous: false,
              createdAt: "2026-03-02T12:00:00.000Z",
              client: { firstName: "Clara", lastName: "Lima", profileImageUrl: null },
            },
          ],
          averageRating: 5,
          reviewCount: 1,
        },
      ],
      "GET /api/service-confirmations": [200, [makeConfirmation()]],
    });
    renderScreen();
    expect(await screen.findByText("Nenhum agendamento próximo.")).toBeVisible();

    await userEvent.click(screen.getByRole("tab", { name: "Avaliações" }));
    expect(await screen.findByText("Excelente atendimento")).toBeVisible();

    await userEvent.click(screen.getByRole("tab", { name: "Serviços" }));
    expect(await screen.findByRole("button", { name: "Confirmar Serviço" })).toBeVisible();
  });

  it("shows a weekly series as one card with its sessions inside (issue 29)", async () => {
    const weekly = ["2026-03-12", "2026-03-19", "2026-03-26", "2026-04-02"].map((date) =>
      makeAppointment({
        client: client("Sara"),
        status: "approved",
        seriesId: "serie-1",
        appointmentDate: date,
      }),
    );
    stubApi({
      "GET /api/appointments/professional": [200, page([weekly[0]!, pending, ...weekly.slice(1)])],
    });
    renderScreen();
    const series = (
      await screen.findByRole("heading", { name: "Série semanal com Sara Lima", level: 2 })
    ).closest("li")!;
    expect(within(series).getByText("4 sessões, de 12/03/2026 a 02/04/2026")).toBeInTheDocument();
    const sessions = within(series).getByRole("list", {
      name: "Sessões: Série semanal com Sara Lima",
    });
    expect(within(sessions).getAllByRole("heading", { name: "Sara Lima", level: 3 })).toHaveLength(
      4,
    );
    // The series is one entry of the list, before the request that came after its first session.
    const cards = screen.getAllByRole("heading", { level: 2 }).filter((h) => h.closest("li"));
    expect(cards.map((h) => h.textContent)).toEqual(["Série semanal com Sara Lima", "Clara Lima"]);
  });
});
