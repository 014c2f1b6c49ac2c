import { REJECTED_BY_PROFESSIONAL_NOTE } from "@domain/contracts/agenda";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { appointmentsKeys } from "@web/lib/query-keys";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MyAppointments } from "./my-appointments";

// 10 March 2026, 12:00 in São Paulo.
const NOW = new Date("2026-03-10T15:00:00.000Z");

const person = (firstName: string) => ({
  ...makeAppointment().professional,
  firstName,
  lastName: "Teste",
});

function renderList(appointments: ReturnType<typeof makeAppointment>[]) {
  const ratings = new Map([
    ["p1", { reviews: [], averageRating: null, reviewCount: 0, visibility: "public" as const }],
  ]);
  return renderApp({
    ui: <MyAppointments ratings={ratings} />,
    seed: [[appointmentsKeys.client(), appointments]],
  });
}

const cardNames = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);
const cardOf = (name: string) =>
  screen.getAllByRole("listitem").find((li) => within(li).queryByRole("heading", { name }))!;

describe("Meus Agendamentos", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  const list = [
    makeAppointment({
      professional: person("Aprovada"),
      appointmentDate: "2026-03-12",
      status: "approved",
    }),
    makeAppointment({
      professional: person("Pendente"),
      appointmentDate: "2026-03-11",
      startTime: "09:00",
    }),
    makeAppointment({
      professional: person("Tarde"),
      appointmentDate: "2026-03-11",
      startTime: "14:00",
    }),
    makeAppointment({
      professional: person("Cancelada"),
      appointmentDate: "2026-03-13",
      status: "cancelled",
    }),
    makeAppointment({
      professional: person("Negada"),
      appointmentDate: "2026-03-14",
      status: "rejected",
    }),
    makeAppointment({ professional: person("Esquecida"), appointmentDate: "2026-03-09" }),
    makeAppointment({
      professional: person("Passada"),
      appointmentDate: "2026-03-08",
      status: "confirmed",
    }),
    makeAppointment({
      professional: person("Antiga"),
      appointmentDate: "2026-03-02",
      status: "auto_rejected",
    }),
    makeAppointment({
      professional: person("Agora"),
      appointmentDate: "2026-03-10",
      startTime: "12:00",
    }),
  ];

  it("lists upcoming and still-pending requests by date then time", () => {
    renderList(list);
    expect(cardNames()).toEqual([
      "Esquecida Teste",
      "Agora Teste",
      "Pendente Teste",
      "Tarde Teste",
      "Aprovada Teste",
    ]);
    expect(within(cardOf("Aprovada Teste")).getByText("Confirmado")).toBeInTheDocument();
    expect(within(cardOf("Pendente Teste")).getByText("Solicitado")).toBeInTheDocument();
  });

  it("offers 'Cancelar' only for a pending appointment that has not started", () => {
    renderList(list);
    const cancellable = ["Esquecida", "Agora", "Pendente", "Tarde", "Aprovada"].filter(
      (n) => within(cardOf(`${n} Teste`)).queryByRole("button", { name: "Cancelar" }) !== null,
    );
    expect(cancellable).toEqual(["Pendente", "Tarde"]);
  });

  it("shows past, answered and closed appointments under 'Histórico', latest first, and 'Voltar' returns", async () => {
    const user = userEvent.setup();
    renderList(list);
    await user.click(screen.getByRole("button", { name: "Histórico" }));
    expect(cardNames()).toEqual([
      "Negada Teste",
      "Cancelada Teste",
      "Passada Teste",
      "Antiga Teste",
    ]);
    expect(within(cardOf("Antiga Teste")).getByText("Não respondido")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancelar" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Voltar" }));
    expect(cardNames()).toHaveLength(5);
  });

  it("says in 'Histórico' what happened to each request, with the professional's reason when given", async () => {
    const user = userEvent.setup();
    renderList([
      makeAppointment({
        professional: person("Recusou"),
        appointmentDate: "2026-03-20",
        status: "rejected",
        professionalNotes: "Não atendo mais às sextas",
      }),
      makeAppointment({
        professional: person("Padrao"),
        appointmentDate: "2026-03-19",
        status: "rejected",
        professionalNotes: REJECTED_BY_PROFESSIONAL_NOTE,
      }),
      makeAppointment({
        professional: person("Calada"),
        appointmentDate: "2026-03-18",
        status: "auto_rejected",
      }),
      makeAppointment({
        professional: person("Voce"),
        appointmentDate: "2026-03-17",
        status: "cancelled",
        cancelledBy: "client",
      }),
      makeAppointment({
        professional: person("Ela"),
        appointmentDate: "2026-03-16",
        status: "cancelled",
        cancelledBy: "professional",
      }),
    ]);
    await user.click(screen.getByRole("button", { name: "Histórico" }));
    const recusou = within(cardOf("Recusou Teste"));
    expect(recusou.getByText("Recusado")).toBeInTheDocument();
    expect(recusou.getByText("Recusado pelo profissional")).toBeInTheDocument();
    expect(recusou.getByText("Motivo: Não atendo mais às sextas")).toBeInTheDocument();
    const padrao = within(cardOf("Padrao Teste"));
    expect(padrao.getByText("Recusado pelo profissional")).toBeInTheDocument();
    expect(padrao.queryByText(/Motivo/)).not.toBeInTheDocument();
    expect(within(cardOf("Calada Teste")).getByText("Não respondido")).toBeInTheDocument();
    expect(within(cardOf("Voce Teste")).getByText("Cancelado por você")).toBeInTheDocument();
    expect(
      within(cardOf("Ela Teste")).getByText("Cancelado pelo profissional"),
    ).toBeInTheDocument();
  });

  it("offers 'WhatsApp' only when the professional shares their phone", () => {
    renderList([
      makeAppointment({
        professional: { ...person("Compartilha"), phone: "(11) 98765-4321" },
        appointmentDate: "2026-03-12",
        startTime: "14:00",
        status: "approved",
      }),
      makeAppointment({
        professional: { ...person("Reservada"), phone: null },
        appointmentDate: "2026-03-13",
      }),
    ]);
    const link = within(cardOf("Compartilha Teste")).getByRole("link", {
      name: "WhatsApp: Compartilha Teste",
    });
    expect(link).toHaveAttribute(
      "href",
      `https://wa.me/5511987654321?text=${encodeURIComponent("Olá, Compartilha! Sobre nossa sessão de quinta-feira, 12/03/2026 às 14:00 pelo Acolher.")}`,
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(
      within(cardOf("Reservada Teste")).queryByRole("link", { name: /WhatsApp/ }),
    ).not.toBeInTheDocument();
  });

  it("shows the empty messages and a way to find professionals", async () => {
    const user = userEvent.setup();
    renderList([]);
    expect(screen.getByText("Você não possui agendamentos no momento.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Encontrar profissionais" })).toHaveAttribute(
      "href",
      "/professionals",
    );
    await user.click(screen.getByRole("button", { name: "Histórico" }));
    expect(screen.getByText("Nenhum histórico de agendamentos encontrado.")).toBeInTheDocument();
  });

  it("opens 'Detalhes do Agendamento' from 'Ver Detalhes'", async () => {
    const user = userEvent.setup();
    renderList([list[0]!]);
    await user.click(screen.getByRole("button", { name: /Ver Detalhes/ }));
    const dialog = screen.getByRole("dialog", { name: "Detalhes do Agendamento" });
    expect(within(dialog).getByText("Sem avaliações")).toBeInTheDocument();
  });

  it("shows a weekly series as one series card with its four sessions inside (issue 29)", () => {
    const weekly = ["2026-03-12", "2026-03-19", "2026-03-26", "2026-04-02"].map((date) =>
      makeAppointment({
        professional: person("Serie"),
        status: "approved",
        seriesId: "serie-1",
        appointmentDate: date,
      }),
    );
    renderList([
      ...weekly,
      makeAppointment({ professional: person("Avulsa"), appointmentDate: "2026-03-13" }),
    ]);
    expect(cardNames()).toEqual(["Série semanal com Serie Teste", "Avulsa Teste"]);
    const series = cardOf("Série semanal com Serie Teste");
    expect(within(series).getByText("4 sessões, de 12/03/2026 a 02/04/2026")).toBeInTheDocument();
    const sessions = within(series).getByRole("list", {
      name: "Sessões: Série semanal com Serie Teste",
    });
    const cards = within(sessions).getAllByRole("listitem");
    expect(cards.map((li) => within(li).getByRole("heading", { level: 4 }).textContent)).toEqual(
      Array(4).fill("Serie Teste"),
    );
    expect(within(cards[1]!).getByText("Série semanal · 2/4")).toBeInTheDocument();
  });
});
