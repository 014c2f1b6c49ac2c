import type { Availability, BlockedSlot } from "@domain/contracts/agenda";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makeAppointment } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { type Routes, type SentRequest, stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AgendaPage } from "./agenda-page";

const professional = makeCurrentUser({ role: "professional", firstName: "Paula" });
const id = professional.id;
const day = (dayOfWeek: number, isActive = true): Availability => ({
  id: `a${dayOfWeek}`,
  dayOfWeek,
  startTime: "09:00",
  endTime: "12:00",
  isActive,
});
// Tuesday, Wednesday and Friday active; Thursday configured but inactive.
const availability = [day(2), day(3), day(4, false), day(5)];
const requests = [
  makeAppointment({
    id: "r1",
    appointmentDate: "2026-06-19",
    startTime: "09:00",
    endTime: "10:00",
    notes: "Primeira consulta",
  }),
  makeAppointment({
    id: "r2",
    appointmentDate: "2026-06-23",
    client: { ...makeAppointment().client, firstName: "Bruno", lastName: "Reis" },
  }),
];
const at = (appointmentDate: string, startTime: string, status: string) =>
  makeAppointment({
    appointmentDate,
    startTime,
    endTime: `${String(Number(startTime.slice(0, 2)) + 1).padStart(2, "0")}:00`,
    status: status as "approved",
  });
const appointments = [
  at("2026-06-17", "09:00", "confirmed"), // this week, already started
  at("2026-06-18", "10:00", "approved"), // this week, ahead
  at("2026-06-18", "11:00", "cancelled"),
  at("2026-06-19", "11:00", "confirmed"), // this week, ahead
  at("2026-06-24", "09:00", "approved"), // next week
];
const blocked: BlockedSlot[] = [
  { id: "b1", date: "2026-06-24", startTime: "10:00", endTime: "11:00", reason: "Dentista" },
];

const routes = (overrides: Routes = {}): Routes => ({
  [`GET /api/agenda/availability/${id}`]: [200, availability],
  [`GET /api/agenda/settings/${id}`]: [200, { serviceDuration: 60, timeZone: "America/Sao_Paulo" }],
  "GET /api/agenda/appointments/pending": [200, requests],
  "GET /api/agenda/appointments": [200, appointments],
  "GET /api/agenda/blocked/range": [200, blocked],
  ...overrides,
});

let sent: SentRequest[];
const open = (overrides?: Routes) => {
  sent = stubApi(routes(overrides));
  return renderApp({ path: "/professional/agenda", user: professional, ui: <AgendaPage /> });
};
const escapeParens = (text: string) => text.replace(/[()]/g, "\\$&");
const card = (title: string) =>
  screen.getByRole("button", { name: new RegExp(`^${escapeParens(title)} `) });
const dayButton = (name: RegExp) => screen.getByRole("button", { name });
const toastText = (text: string) => screen.findByText(text);
const writes = () => sent.filter((r) => r.method !== "GET");

beforeEach(() => {
  // Wednesday 17 June 2026, 10:30 in São Paulo.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-17T13:30:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("professional agenda", { timeout: 20_000 }, () => {
  it("shows the four cards with the counts from the API", async () => {
    open();
    await vi.waitFor(() => expect(card("Solicitações")).toHaveTextContent("2"));
    expect(card("Dias de Trabalho")).toHaveTextContent("4");
    expect(card("Duração do Serviço")).toHaveTextContent("60");
    // Approved or confirmed, this Sunday-to-Saturday week, not started yet.
    await vi.waitFor(() => expect(card("Serviços Restantes (Semana)")).toHaveTextContent("2"));

    await userEvent.click(card("Serviços Restantes (Semana)"));
    const dialog = screen.getByRole("dialog", { name: "Serviços Restantes (Semana)" });
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(2);
    expect(within(dialog).getByText("Quinta-feira, 18 de junho de 2026")).toBeVisible();
  });

  it("asks for this month's appointments and blocked slots and for the current week", async () => {
    open();
    await vi.waitFor(() => expect(card("Solicitações")).toHaveTextContent("2"));
    const urls = sent.map((r) => r.url);
    expect(urls).toContain("/api/agenda/appointments?startDate=2026-06-01&endDate=2026-06-30");
    expect(urls).toContain("/api/agenda/appointments?startDate=2026-06-14&endDate=2026-06-20");
    expect(
      urls.some((u) =>
        u.startsWith("/api/agenda/blocked/range?startDate=2026-06-01&endDate=2026-06-30"),
      ),
    ).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "Próximo mês" }));
    expect(screen.getByRole("heading", { name: "Julho de 2026" })).toBeVisible();
    expect(sent.map((r) => r.url)).toContain(
      "/api/agenda/appointments?startDate=2026-07-01&endDate=2026-07-31",
    );
  });

  it("approves a request, says so and refreshes the requests", async () => {
    let pending = requests;
    open({
      "GET /api/agenda/appointments/pending": () => [200, pending],
      "PUT /api/agenda/appointments/r1/status": [200, { ...requests[0], status: "approved" }],
    });
    await vi.waitFor(() => expect(card("Solicitações")).toHaveTextContent("2"));
    await userEvent.click(card("Solicitações"));
    const request = screen.getByRole("listitem", { name: "Clara Lima" });
    expect(within(request).getByText("Primeira consulta")).toBeVisible();
    expect(within(request).getByText("09:00 até 10:00")).toBeVisible();

    pending = requests.slice(1);
    await userEvent.click(within(request).getByRole("button", { name: /^Confirmar: / }));

    expect(await toastText("Status da solicitação atualizado com sucesso!")).toBeVisible();
    await vi.waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Clara Lima" })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole("button", { name: "Fechar" }));
    await vi.waitFor(() => expect(card("Solicitações")).toHaveTextContent("1"));
    expect(writes()).toEqual([
      {
        method: "PUT",
        url: "/api/agenda/appointments/r1/status",
        body: { status: "approved", professionalNotes: null },
      },
    ]);
  });

  it("rejects a request with the professional's note", async () => {
    open({
      "PUT /api/agenda/appointments/r2/status": [200, { ...requests[1], status: "rejected" }],
    });
    await vi.waitFor(() => expect(card("Solicitações")).toHaveTextContent("2"));
    await userEvent.click(card("Solicitações"));
    const request = screen.getByRole("listitem", { name: "Bruno Reis" });

    await userEvent.click(within(request).getByRole("button", { name: /^Recusar: / }));
    // It asks first, with an optional reason the client reads (decision 0271).
    const confirm = screen.getByRole("alertdialog", { name: "Recusar solicitação?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Recusar solicitação" }));

    expect(await toastText("Status da solicitação atualizado com sucesso!")).toBeVisible();
    expect(writes()[0]?.body).toEqual({
      status: "rejected",
      professionalNotes: "Solicitação rejeitada pelo profissional",
    });
  });

  it("shows a generic error when an answer fails", async () => {
    open({
      "PUT /api/agenda/appointments/r1/status": [
        409,
        { code: "conflict", message: "Esta solicitação não está mais pendente." },
      ],
    });
    await vi.waitFor(() => expect(card("Solicitações")).toHaveTextContent("2"));
    await userEvent.click(card("Solicitações"));
    const request = screen.getByRole("listitem", { name: "Clara Lima" });
    await userEvent.click(within(request).getByRole("button", { name: /^Confirmar: / }));
    expect(await toastText("Esta solicitação não está mais pendente.")).toBeVisible();
    expect(screen.getByText("Erro")).toBeVisible();
  });

  it("saves the service duration", async () => {
    open({
      "POST /api/agenda/settings": [200, { serviceDuration: 50, timeZone: "America/Sao_Paulo" }],
    });
    await vi.waitFor(() => expect(card("Duração do Serviço")).toHaveTextContent("60"));
    await userEvent.click(card("Duração do Serviço"));
    await userEvent.click(screen.getByRole("radio", { name: "50 minutos" }));
    await userEvent.click(screen.getByRole("button", { name: "Salvar" }));

    expect(await toastText("Duração do serviço salva com sucesso!")).toBeVisible();
    expect(writes()[0]?.body).toEqual({ serviceDuration: 50 });
    expect(card("Duração do Serviço")).toHaveTextContent("50");
  });

  // Issue 34 (decision 0406): whether clients who have not booked may write first.
  it("switches off messages from clients who have not booked", async () => {
    open({
      "GET /api/agenda/messages": [200, { preBookingMessages: true }],
      "PUT /api/agenda/messages": [200, { preBookingMessages: false }],
    });
    await vi.waitFor(() => expect(card("Duração do Serviço")).toHaveTextContent("60"));
    await userEvent.click(card("Duração do Serviço"));
    const box = await screen.findByRole("switch", {
      name: /Receber mensagens de quem ainda não agendou/,
    });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await vi.waitFor(() =>
      expect(writes()).toContainEqual({
        method: "PUT",
        url: "/api/agenda/messages",
        body: { preBookingMessages: false },
      }),
    );
    await vi.waitFor(() => expect(box).not.toBeChecked());
  });

  it("names the working days when a day off is clicked", async () => {
    open();
    await vi.waitFor(() => expect(card("Dias de Trabalho")).toHaveTextContent("4"));
    await userEvent.click(dayButton(/^Sábado, 20 de junho/));
    expect(await toastText("Sábado não disponível")).toBeVisible();
    expect(screen.getByText("Você só trabalha em: Terça, Quarta, Sexta")).toBeVisible();
  });

  it("asks to set the availability first when there is none", async () => {
    open({ [`GET /api/agenda/availability/${id}`]: [500] });
    await vi.waitFor(() => expect(card("Dias de Trabalho")).toHaveTextContent("0"));
    await userEvent.click(dayButton(/^Quinta-feira, 18 de junho/));
    expect(await toastText("Quinta não disponível")).toBeVisible();
    expect(
      screen.getByText("Configure sua disponibilidade primeiro nas configurações da agenda."),
    ).toBeVisible();
  });

  it("colours working days, marks days with confirmed sessions and locks past days", async () => {
    open();
    await vi.waitFor(() => expect(card("Dias de Trabalho")).toHaveTextContent("4"));
    expect(dayButton(/^Terça-feira, 16 de junho/)).toBeDisabled();
    expect(dayButton(/^Quarta-feira, 17 de junho, hoje, dia de trabalho/)).toBeEnabled();
    expect(dayButton(/^Quarta-feira, 24 de junho/)).toHaveAccessibleName(
      "Quarta-feira, 24 de junho, dia de trabalho, com consultas confirmadas",
    );
    expect(dayButton(/^Quinta-feira, 25 de junho/)).toHaveAccessibleName(
      "Quinta-feira, 25 de junho, sem expediente",
    );
  });

  it("labels booked and blocked slots and blocks a free one with a reason", async () => {
    open({
      "POST /api/agenda/blocked": [
        201,
        { id: "b2", date: "2026-06-24", startTime: "11:00", endTime: "12:00", reason: "Curso" },
      ],
    });
    await vi.waitFor(() => expect(card("Dias de Trabalho")).toHaveTextContent("4"));
    await userEvent.click(dayButton(/^Quarta-feira, 24 de junho/));
    const picker = screen.getByRole("dialog", { name: "Gerenciar horários" });
    await vi.waitFor(() =>
      expect(within(picker).getByRole("button", { name: "09:00 – 10:00 Agendado" })).toBeDisabled(),
    );
    expect(within(picker).getByRole("button", { name: "10:00 – 11:00 Bloqueado" })).toBeEnabled();

    await userEvent.click(within(picker).getByRole("button", { name: "11:00 – 12:00 Livre" }));
    const confirm = screen.getByRole("dialog", { name: "Confirmar Bloqueio" });
    await userEvent.type(within(confirm).getByLabelText("Motivo (opcional)"), "Curso");
    await userEvent.click(within(confirm).getByRole("button", { name: "Bloquear horário" }));

    expect(await toastText("Horário bloqueado com sucesso!")).toBeVisible();
    expect(writes()).toEqual([
      {
        method: "POST",
        url: "/api/agenda/blocked",
        body: { date: "2026-06-24", startTime: "11:00", endTime: "12:00", reason: "Curso" },
      },
    ]);
  });

  it("frees a blocked slot after asking", async () => {
    open({ "DELETE /api/agenda/blocked/b1": [200, { ok: true }] });
    await vi.waitFor(() => expect(card("Dias de Trabalho")).toHaveTextContent("4"));
    await userEvent.click(dayButton(/^Quarta-feira, 24 de junho/));
    await userEvent.click(await screen.findByRole("button", { name: "10:00 – 11:00 Bloqueado" }));
    const confirm = screen.getByRole("alertdialog", { name: "Liberar horário?" });
    expect(within(confirm).getByText(/Dentista/)).toBeVisible();
    await userEvent.click(within(confirm).getByRole("button", { name: "Liberar horário" }));

    expect(await toastText("Horário liberado com sucesso!")).toBeVisible();
    expect(writes()).toEqual([
      { method: "DELETE", url: "/api/agenda/blocked/b1", body: undefined },
    ]);
  });
});
