import { BOOKING_POLICY_MESSAGES } from "@domain/booking-policy";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { makePublicProfessional } from "@web/test/professionals";
import { renderApp } from "@web/test/render";
import { type Routes, type SentRequest, stubApi } from "@web/test/stub-api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingDialog } from "./booking-dialog";

const professional = makePublicProfessional(
  { id: "11111111-1111-4111-8111-111111111111" },
  {
    serviceOptions: ["online", "domiciliar"],
    homeServiceAreas: ["Moema"],
    homeServiceCity: "São Paulo",
    homeServiceState: "SP",
    priceRange: "150.00",
  },
);
const id = professional.id;
const POLICY = "Faltas sem aviso são cobradas.";
const weekdays = [1, 2, 3, 4, 5].map((dayOfWeek) => ({
  id: `a${dayOfWeek}`,
  dayOfWeek,
  startTime: "09:00",
  endTime: "12:00",
  isActive: true,
}));
const booked = (appointmentDate: string, startTime: string, endTime: string) => ({
  id: `${appointmentDate}${startTime}`,
  appointmentDate,
  startTime,
  endTime,
  status: "pending",
});

let sent: SentRequest[];
beforeEach(() => {
  // Wednesday 17 June 2026, 10:30 in São Paulo.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-17T13:30:00Z"));
  sent = stubApi(baseRoutes());
});
afterEach(() => vi.useRealTimers());

function baseRoutes(): Routes {
  return {
    [`GET /api/agenda/availability/${id}`]: [200, weekdays],
    [`GET /api/agenda/settings/${id}`]: [
      200,
      {
        serviceDuration: 60,
        timeZone: "America/Sao_Paulo",
        cancellationNoticeHours: 24,
        bookingPolicy: POLICY,
      },
    ],
    "GET /api/appointments/professional/week": [
      200,
      [booked("2026-06-18", "09:00", "10:00"), booked("2026-06-19", "09:00", "12:00")],
    ],
    "GET /api/agenda/blocked/range": [
      200,
      [{ id: "b1", date: "2026-06-18", startTime: "10:00", endTime: "11:00", reason: null }],
    ],
  };
}

const onOpenChange = vi.fn();
const open = (clientNeighborhood: string | null = "Lapa", shown = professional) =>
  renderApp({
    path: "/professional/x",
    ui: (
      <BookingDialog
        professional={shown}
        clientNeighborhood={clientNeighborhood}
        clientAddress=""
        open
        onOpenChange={onOpenChange}
      />
    ),
  });

// Rendering Radix components in jsdom on a busy machine can pass the 5 s default.
describe("booking dialog", { timeout: 20_000 }, () => {
  it("only lets today or later working days be chosen, one week at a time", async () => {
    open();
    const days = await screen.findByRole("list", { name: "Dias da semana" });
    expect(screen.getByText("14 – 20 de junho de 2026")).toBeVisible();
    expect(within(days).getByRole("button", { name: /Terça-feira, 16/ })).toBeDisabled();
    expect(
      within(days).getByRole("button", { name: "Hoje, quarta-feira, 17 de junho" }),
    ).toBeEnabled();
    expect(within(days).getByRole("button", { name: /Sábado, 20/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Semana anterior" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Próxima semana" }));
    expect(screen.getByText("21 – 27 de junho de 2026")).toBeVisible();
    expect(screen.getByRole("button", { name: /Segunda-feira, 22/ })).toBeEnabled();
  });

  it("shows today's remaining slots and leaves out taken and blocked ones", async () => {
    open();
    await userEvent.click(await screen.findByRole("button", { name: /quarta-feira, 17/ }));
    let slots = await screen.findByRole("list", { name: "Horários disponíveis" });
    expect(
      within(slots)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["11:00 até 12:00"]);

    await userEvent.click(screen.getByRole("button", { name: /Quinta-feira, 18/ }));
    slots = await screen.findByRole("list", { name: "Horários disponíveis" });
    expect(
      within(slots)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["11:00 até 12:00"]);
    expect(screen.getByLabelText("Duração")).toHaveValue("60 minutos");
  });

  it("explains an empty day", async () => {
    open();
    await userEvent.click(await screen.findByRole("button", { name: /Sexta-feira, 19/ }));
    expect(await screen.findByText("Nenhum horário disponível nesta data.")).toBeVisible();
    expect(screen.getByText("Todos os horários deste dia já foram agendados.")).toBeVisible();
  });

  it("asks for a date and a time before sending", async () => {
    open();
    await userEvent.click(await screen.findByRole("button", { name: "Solicitar Agendamento" }));
    expect(await screen.findByText("Campos obrigatórios")).toBeVisible();
    expect(screen.getByText("Por favor, selecione uma data e horário.")).toBeVisible();
    expect(sent.filter((r) => r.method === "POST")).toHaveLength(0);
  });

  it("notes that home visits are not offered in the client's neighbourhood", async () => {
    open("Lapa");
    expect(
      await screen.findByText(
        /Atendimento domiciliar indisponível: o profissional não atende em Lapa/,
      ),
    ).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Tipo de atendimento" })).toHaveTextContent(
      "Online",
    );
  });
});

const chosenDay = () =>
  within(screen.getByRole("list", { name: "Dias da semana" }))
    .getAllByRole("button")
    .filter((b) => b.getAttribute("aria-pressed") === "true")
    .map((b) => b.getAttribute("aria-label"));

describe("where the dialog opens (issue 29)", { timeout: 20_000 }, () => {
  it("opens on the week of the next free slot with that day chosen and its times shown", async () => {
    // Monday 29 is full: the next free slot is Tuesday 30 at 09:00.
    stubApi({
      ...baseRoutes(),
      "GET /api/appointments/professional/week": [200, [booked("2026-06-29", "09:00", "12:00")]],
    });
    open("Lapa", { ...professional, nextAvailableAt: "2026-06-30T09:00" });
    expect(await screen.findByText("28 de junho – 4 de julho de 2026")).toBeVisible();
    const slots = await screen.findByRole("list", { name: "Horários disponíveis" });
    expect(chosenDay()).toEqual([expect.stringMatching(/^Terça-feira, 30/)]);
    expect(within(slots).getAllByRole("button")[0]).toHaveTextContent("09:00 até 10:00");
  });

  it("chooses the first day of the week with a time still open, past today's last slot", async () => {
    // Wednesday 17 June, 11:30: today's last slot (11:00) has started; Thursday has 11:00.
    vi.setSystemTime(new Date("2026-06-17T14:30:00Z"));
    open();
    const slots = await screen.findByRole("list", { name: "Horários disponíveis" });
    expect(screen.getByText("14 – 20 de junho de 2026")).toBeVisible();
    expect(chosenDay()).toEqual([expect.stringMatching(/^Quinta-feira, 18/)]);
    expect(
      within(slots)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["11:00 até 12:00"]);
  });

  it("a next slot already past opens on this week", async () => {
    open("Lapa", { ...professional, nextAvailableAt: "2026-06-16T09:00" });
    await screen.findByRole("list", { name: "Horários disponíveis" });
    expect(screen.getByText("14 – 20 de junho de 2026")).toBeVisible();
    expect(chosenDay()).toEqual([expect.stringMatching(/quarta-feira, 17/)]);
  });
});

const TAKEN = "Este horário não está mais disponível. Escolha outro horário.";
const weekReads = () => sent.filter((r) => r.url.startsWith("/api/appointments/professional/week"));

/** Picks Thursday 18 at 11:00 (its one open slot), writes a note and sends. */
async function requestThursdayAtEleven() {
  open();
  await userEvent.click(await screen.findByRole("button", { name: /Quinta-feira, 18/ }));
  const slots = await screen.findByRole("list", { name: "Horários disponíveis" });
  await userEvent.click(within(slots).getByRole("button", { name: "11:00 até 12:00" }));
  await userEvent.type(screen.getByLabelText("Observações (opcional)"), "  Primeira consulta  ");
  await userEvent.click(screen.getByRole("checkbox", { name: /^Autorizo que esta observação/ }));
  await userEvent.click(screen.getByRole("button", { name: "Solicitar Agendamento" }));
}

describe("sending a booking request", { timeout: 20_000 }, () => {
  it("posts the chosen slot, service and trimmed note, then says so and closes", async () => {
    onOpenChange.mockClear();
    sent = stubApi({
      ...baseRoutes(),
      "POST /api/appointments": [201, { id: "new" }],
    });
    await requestThursdayAtEleven();
    expect(await screen.findByText("Agendamento solicitado")).toBeVisible();
    expect(
      screen.getByText(
        "Sua solicitação foi enviada. Você será notificado quando o profissional confirmar.",
      ),
    ).toBeVisible();
    expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      {
        professionalId: id,
        appointmentDate: "2026-06-18",
        startTime: "11:00",
        endTime: "12:00",
        status: "pending",
        serviceType: "online",
        clientAddress: null,
        notes: "Primeira consulta",
        notesConsent: true,
        // Issue 31, item 5: exactly the terms the summary showed.
        acceptedTerms: {
          cancellationNoticeHours: 24,
          bookingPolicy: POLICY,
          price: "150.00",
          startingFrom: false,
        },
        neighborhood: "Lapa",
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows what the client agrees to, and sends no note without its consent", async () => {
    open();
    await userEvent.click(await screen.findByRole("button", { name: /Quinta-feira, 18/ }));
    const slots = await screen.findByRole("list", { name: "Horários disponíveis" });
    await userEvent.click(within(slots).getByRole("button", { name: "11:00 até 12:00" }));
    const summary = screen.getByRole("region", { name: "Resumo da solicitação" });
    expect(summary).toHaveTextContent("Quinta-feira, 18/06/2026, das 11:00 às 12:00 · Online");
    expect(summary).toHaveTextContent("Honorário: R$ 150,00, pago diretamente ao profissional.");
    expect(summary).toHaveTextContent(
      "Cancelamentos com menos de 24 horas de antecedência ficam registrados como tardios.",
    );
    expect(summary).toHaveTextContent(`Política do profissional: ${POLICY}`);
    await userEvent.type(screen.getByLabelText("Observações (opcional)"), "Tenho ansiedade");
    await userEvent.click(screen.getByRole("button", { name: "Solicitar Agendamento" }));
    expect(await screen.findByText(BOOKING_POLICY_MESSAGES.noteNeedsConsent)).toBeVisible();
    expect(sent.filter((r) => r.method === "POST")).toHaveLength(0);
  });

  it("a weekly series asks the server to skip national holidays, and says which it left out", async () => {
    onOpenChange.mockClear();
    sent = stubApi({
      ...baseRoutes(),
      "POST /api/appointments": [
        201,
        { id: "new", skippedDates: [], skippedHolidays: ["2026-07-09"] },
      ],
    });
    open();
    await userEvent.click(await screen.findByRole("button", { name: /Quinta-feira, 18/ }));
    const slots = await screen.findByRole("list", { name: "Horários disponíveis" });
    await userEvent.click(within(slots).getByRole("button", { name: "11:00 até 12:00" }));
    await userEvent.selectOptions(screen.getByLabelText("Repetir"), "Toda semana");
    expect(screen.getByRole("checkbox", { name: "Pular feriados nacionais" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Solicitar Agendamento" }));
    expect(
      await screen.findByText(/Os feriados nacionais ficaram de fora: 09\/07\./),
    ).toBeVisible();
    expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      expect.objectContaining({
        recurrence: { frequency: "weekly", count: 4, skipHolidays: true },
      }),
    ]);
  });

  it("on 409 shows the server's message, stays open and refreshes the week so the slot is gone", async () => {
    onOpenChange.mockClear();
    let taken = false;
    let readsAtPost = 0;
    const week = [booked("2026-06-18", "09:00", "10:00"), booked("2026-06-19", "09:00", "12:00")];
    sent = stubApi({
      ...baseRoutes(),
      "GET /api/appointments/professional/week": () => [
        200,
        taken ? [...week, booked("2026-06-18", "11:00", "12:00")] : week,
      ],
      "POST /api/appointments": () => {
        taken = true;
        readsAtPost = weekReads().length;
        return [409, { code: "conflict", message: TAKEN }];
      },
    });
    await requestThursdayAtEleven();
    expect(await screen.findByText("Erro ao agendar")).toBeVisible();
    expect(screen.getByText(TAKEN)).toBeVisible();
    expect(await screen.findByText("Nenhum horário disponível nesta data.")).toBeVisible();
    expect(weekReads().length).toBeGreaterThan(readsAtPost);
    expect(
      sent.filter((r) => r.url.startsWith("/api/agenda/blocked/range")).length,
    ).toBeGreaterThan(1);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
