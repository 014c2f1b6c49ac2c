import type { Availability, BlockedGroup, BlockedSlot } from "@domain/contracts/agenda";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { type Routes, type SentRequest, stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AgendaPage } from "./agenda-page";

// Issue 17 item 6 on the agenda page: several windows a day, copying a day, whole-day blocks,
// holidays. The rules themselves are pinned by the API tests; here, what the screen sends/shows.
const professional = makeCurrentUser({ role: "professional", firstName: "Paula" });
const id = professional.id;
const window = (idx: string, dayOfWeek: number, startTime: string, endTime: string) =>
  ({ id: idx, dayOfWeek, startTime, endTime, isActive: true }) satisfies Availability;
const monday = [window("m1", 1, "08:00", "12:00"), window("m2", 1, "14:00", "18:00")];
const vacation: BlockedGroup = {
  groupId: "g1",
  startDate: "2026-11-23",
  endDate: "2026-11-27",
  days: 5,
  reason: "Férias",
};
const wholeDay = (date: string): BlockedSlot => ({
  id: `b-${date}`,
  date,
  startTime: "00:00",
  endTime: "23:59",
  reason: "Férias",
});

let sent: SentRequest[];
const open = (overrides: Routes = {}) => {
  sent = stubApi({
    [`GET /api/agenda/availability/${id}`]: [200, monday],
    [`GET /api/agenda/settings/${id}`]: [
      200,
      { serviceDuration: 60, timeZone: "America/Sao_Paulo" },
    ],
    "GET /api/agenda/appointments/pending": [200, []],
    "GET /api/agenda/appointments": [200, []],
    "GET /api/agenda/blocked/range": [200, []],
    "GET /api/agenda/blocked/groups": [200, []],
    ...overrides,
  });
  return renderApp({ path: "/professional/agenda", user: professional, ui: <AgendaPage /> });
};
const writes = () => sent.filter((r) => r.method !== "GET");
const workingDaysCard = () => screen.getByRole("button", { name: /^Dias de Trabalho / });

beforeEach(() => {
  // Tuesday 10 November 2026, 10:30 in São Paulo.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-10T13:30:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("an agenda that fits a real week", { timeout: 20_000 }, () => {
  it("lists a day's windows, adds another and shows an overlap under 'Início'", async () => {
    const overlap =
      "Este horário se sobrepõe a outro horário do mesmo dia. Ajuste o início ou o término.";
    open({
      "POST /api/agenda/availability": [
        400,
        { code: "bad_request", message: overlap, fieldErrors: { startTime: [overlap] } },
      ],
    });
    await vi.waitFor(() => expect(workingDaysCard()).toHaveTextContent("1"));
    await userEvent.click(workingDaysCard());
    const dialog = screen.getByRole("dialog", { name: "Dias de Trabalho" });
    const hours = within(dialog).getByRole("list", { name: "Horários de Segunda" });
    expect(
      within(hours)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["08:00–12:00", "14:00–18:00"]);
    expect(
      within(dialog).getByRole("button", { name: "Remover 08:00–12:00 de Segunda" }),
    ).toBeVisible();

    const start = within(dialog).getByLabelText("Início");
    await userEvent.clear(start);
    await userEvent.type(start, "11:00");
    await userEvent.click(within(dialog).getByRole("button", { name: "Adicionar horário" }));
    expect(await within(dialog).findByText(overlap)).toBeVisible();
    expect(writes()).toEqual([
      {
        method: "POST",
        url: "/api/agenda/availability",
        body: { dayOfWeek: 1, startTime: "11:00", endTime: "18:00", isActive: true },
      },
    ]);
  });

  it("copies Monday's hours to the checked days", async () => {
    open({ "POST /api/agenda/availability/copy": [200, monday] });
    await vi.waitFor(() => expect(workingDaysCard()).toHaveTextContent("1"));
    await userEvent.click(workingDaysCard());
    const dialog = screen.getByRole("dialog", { name: "Dias de Trabalho" });
    const copy = within(dialog).getByRole("button", { name: "Copiar para outros dias" });
    expect(copy).toBeDisabled();
    for (const day of ["Terça", "Quarta", "Sexta"]) {
      await userEvent.click(within(dialog).getByRole("checkbox", { name: day }));
    }
    await userEvent.click(copy);
    expect(await screen.findByText("Horários de Segunda copiados para Terça, Quarta, Sexta."));
    expect(writes()).toEqual([
      {
        method: "POST",
        url: "/api/agenda/availability/copy",
        body: { fromDay: 1, toDays: [2, 3, 5] },
      },
    ]);
  });

  it("blocks a period after a confirmation naming the days, and lists the group to unblock", async () => {
    let groups: BlockedGroup[] = [];
    open({
      "GET /api/agenda/blocked/groups": () => [200, groups],
      "POST /api/agenda/blocked/range": () => {
        groups = [vacation];
        return [201, vacation];
      },
      "DELETE /api/agenda/blocked/groups/g1": [200, { ok: true }],
    });
    await userEvent.click(await screen.findByRole("button", { name: "Bloquear período" }));
    const dialog = screen.getByRole("dialog", { name: "Bloquear período" });
    await userEvent.type(within(dialog).getByLabelText("Início"), "2026-11-23");
    await userEvent.type(within(dialog).getByLabelText("Fim"), "2026-11-27");
    await userEvent.type(within(dialog).getByLabelText("Motivo (opcional)"), "Férias");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continuar" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "Bloquear 5 dias inteiros, de segunda-feira, 23 de novembro a sexta-feira, 27 de novembro (Férias)?",
    );
    expect(writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirmar bloqueio" }));
    expect(await screen.findByText("5 dias bloqueados com sucesso!")).toBeVisible();
    expect(writes()[0]).toEqual({
      method: "POST",
      url: "/api/agenda/blocked/range",
      body: { startDate: "2026-11-23", endDate: "2026-11-27", reason: "Férias" },
    });
    const list = await screen.findByRole("list", { name: "Dias e períodos bloqueados" });
    const item = within(list).getByRole("listitem");
    expect(item).toHaveTextContent("5 dias · Férias");
    await userEvent.click(within(item).getByRole("button", { name: "Desbloquear" }));
    expect(writes()[1]).toEqual({
      method: "DELETE",
      url: "/api/agenda/blocked/groups/g1",
      body: undefined,
    });
  });

  it("blocks a whole day from the day's slot picker, the date already filled in", async () => {
    open({
      "POST /api/agenda/blocked/range": [
        201,
        { ...vacation, startDate: "2026-11-16", endDate: "2026-11-16", days: 1, reason: null },
      ],
    });
    await userEvent.click(
      await screen.findByRole("button", {
        name: /^Segunda-feira, 16 de novembro, dia de trabalho/,
      }),
    );
    const picker = screen.getByRole("dialog", { name: "Gerenciar horários" });
    await userEvent.click(within(picker).getByRole("button", { name: "Bloquear o dia inteiro" }));
    const dialog = screen.getByRole("dialog", { name: "Bloquear dia" });
    expect(within(dialog).getByLabelText("Data")).toHaveValue("2026-11-16");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continuar" }));
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "Bloquear o dia inteiro, segunda-feira, 16 de novembro?",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirmar bloqueio" }));
    expect(await screen.findByText("Dia bloqueado com sucesso!")).toBeVisible();
    expect(writes()).toEqual([
      {
        method: "POST",
        url: "/api/agenda/blocked/range",
        body: { startDate: "2026-11-16", reason: "" },
      },
    ]);
  });

  it("marks national holidays and blocks one in one click; blocked days read as such", async () => {
    open({
      "GET /api/agenda/blocked/range": [200, [wholeDay("2026-11-24")]],
      "POST /api/agenda/blocked/range": [
        201,
        { ...vacation, startDate: "2026-11-15", endDate: "2026-11-15", days: 1 },
      ],
    });
    const holidays = await screen.findByRole("region", { name: "Feriados nacionais" });
    expect(within(holidays).getByText("Feriado: Proclamação da República")).toBeVisible();
    expect(within(holidays).getByText("Feriado: Dia da Consciência Negra")).toBeVisible();
    // Finados (2 November) is already past.
    expect(within(holidays).queryByText("Feriado: Finados")).not.toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: /^Domingo, 15 de novembro, Feriado: Proclamação/ }),
    ).toBeVisible();
    expect(
      await screen.findByRole("button", { name: /^Terça-feira, 24 de novembro, dia bloqueado/ }),
    ).toBeVisible();

    await userEvent.click(
      within(holidays).getByRole("button", {
        name: "Bloquear feriado: Proclamação da República",
      }),
    );
    expect(await screen.findByText("Proclamação da República: dia bloqueado.")).toBeVisible();
    expect(writes()).toEqual([
      {
        method: "POST",
        url: "/api/agenda/blocked/range",
        body: { startDate: "2026-11-15", reason: "Proclamação da República" },
      },
    ]);
  });
});
