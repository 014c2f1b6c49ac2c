/**
 * Issue 17 item 6: a professional sets a week with a lunch break, copies Monday to Tuesday-Friday,
 * blocks a vacation and a national holiday; a client's booking dialog offers neither the lunch
 * hour nor the vacation days. At 1280x800 and 390x844.
 */
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE } from "../src/domain/constants";
import { nationalHolidays } from "../src/domain/holidays";
import { addDays, nowInZone } from "../src/domain/time";
import { testNow } from "../src/server/test/clock";
import {
  makeClient,
  makeProfessional,
  nextWeekday,
  TEST_PASSWORD,
} from "../src/server/test/factories";
import { formatDayWithWeekday, monthLabel } from "../src/web/lib/dates";
import { signIn } from "./fixtures/auth";
import { openBookingDialog } from "./fixtures/booking";
import { DESKTOP, MOBILE, skipWithoutBrowser } from "./fixtures/browser";
import { choose } from "./fixtures/controls";
import { setupJourney, step } from "./fixtures/journey";

const SPEC = "agenda-week";
const OVERLAP =
  "Este horário se sobrepõe a outro horário do mesmo dia. Ajuste o início ou o término.";

/** A Monday-to-Friday vacation weeks ahead, never over the holiday the journey blocks. */
function vacationAvoiding(holiday: string) {
  for (let weeks = 3; ; weeks++) {
    const start = nextWeekday(1, weeks);
    const end = addDays(start, 4);
    if (holiday < start || holiday > end) return { start, end };
  }
}

/** Steps the booking dialog's week forward until `date`'s button shows. */
async function showDay(dialog: Locator, date: string): Promise<Locator> {
  const day = dialog
    .getByRole("list", { name: "Dias da semana" })
    .getByRole("button", { name: new RegExp(`${formatDayWithWeekday(date)}$`) });
  for (let i = 0; i < 8 && !(await day.isVisible()); i++) {
    await dialog.getByRole("button", { name: "Próxima semana" }).click();
  }
  return day;
}

/**
 * Issue 29, item 8 (decision 0380): a holiday's dot sits on its own day, centred under the
 * number as the blue dot of booked days is; in the cell's corner it read as the next day's.
 */
async function expectDotOnItsDay(day: Locator, dot: Locator) {
  const cell = (await day.boundingBox())!;
  const mark = (await dot.boundingBox())!;
  expect(mark.x).toBeGreaterThanOrEqual(cell.x);
  expect(mark.x + mark.width).toBeLessThanOrEqual(cell.x + cell.width);
  expect(mark.y).toBeGreaterThanOrEqual(cell.y + cell.height / 2);
  expect(mark.y + mark.height).toBeLessThanOrEqual(cell.y + cell.height);
  const centre = (box: { x: number; width: number }) => box.x + box.width / 2;
  expect(Math.abs(centre(mark) - centre(cell))).toBeLessThanOrEqual(2);
}

/** The phone's bottom bar shows its four labels whole, 'Agendamentos' included (decision 0380). */
async function expectWholeLabels(bottomBar: Locator) {
  const links = bottomBar.getByRole("link");
  await links.last().waitFor();
  expect(await links.allTextContents()).toEqual(["Início", "Agenda", "Agendamentos", "Perfil"]);
  const cut = await links.evaluateAll((all) =>
    all
      .map((link) => link.lastElementChild as HTMLElement)
      .filter((label) => label.scrollWidth > label.clientWidth)
      .map((label) => label.textContent),
  );
  expect(cut).toEqual([]);
}

async function addWindow(dialog: Locator, start: string, end: string) {
  await dialog.getByLabel("Início").fill(start);
  await dialog.getByLabel("Fim").fill(end);
  await dialog.getByRole("button", { name: "Adicionar horário" }).click();
}

describe.skipIf(skipWithoutBrowser)("an agenda that fits a real week", () => {
  const journey = setupJourney(SPEC);

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`lunch break, copied week, vacation and holiday blocked; the client sees none of them (${viewport.width}px)`, async () => {
      const db = journey.server.db;
      const tag = viewport === DESKTOP ? "Prado" : "Nunes";
      const pro = await makeProfessional(db, {
        specialty: "Psicologia",
        serviceOptions: ["online"],
        weekdays: [],
        user: { firstName: "Lívia", lastName: tag, phone: "11987654321" },
      });
      const client = await makeClient(db, { firstName: "Otávio", lastName: tag });
      const today = nowInZone(DEFAULT_TIME_ZONE, testNow()).date;
      const holiday = nationalHolidays(today, addDays(today, 170))[0]!;
      const vacation = vacationAvoiding(holiday.date);
      const check = viewport === DESKTOP ? journey.check : async () => undefined;

      const page = await journey.visitor();
      await page.setViewportSize(viewport);
      await signIn(page, { email: pro.email!, password: TEST_PASSWORD });
      await page.goto("/professional/agenda");
      const week = page.getByRole("dialog", { name: "Dias de Trabalho" });
      if (viewport === MOBILE) {
        await expectWholeLabels(page.getByRole("navigation", { name: "Navegação principal" }));
      }

      await step("segunda com pausa para o almoço, e uma sobreposição recusada", async () => {
        await page.getByRole("button", { name: /^Dias de Trabalho/ }).click();
        await choose(page, "Dia da semana", "Segunda");
        await addWindow(week, "08:00", "12:00");
        const monday = week.getByRole("list", { name: "Horários de Segunda" });
        await monday.getByText("08:00–12:00").waitFor();
        await addWindow(week, "14:00", "18:00");
        await monday.getByText("14:00–18:00").waitFor();
        await addWindow(week, "11:00", "15:00");
        await week.getByText(OVERLAP).first().waitFor();
        expect(await monday.getByRole("listitem").count()).toBe(2);
      });

      await step("copia segunda para terça a sexta", async () => {
        for (const day of ["Terça", "Quarta", "Quinta", "Sexta"]) {
          await week.getByRole("checkbox", { name: day }).click();
        }
        await check(page, "working-days");
        await week.getByRole("button", { name: "Copiar para outros dias" }).click();
        await page
          .getByText("Horários de Segunda copiados para Terça, Quarta, Quinta, Sexta.")
          .first()
          .waitFor();
        const friday = week.getByRole("list", { name: "Horários de Sexta" });
        await friday.getByText("14:00–18:00").waitFor();
        await week.getByRole("button", { name: "Fechar" }).click();
      });

      await step("bloqueia as férias, com confirmação", async () => {
        await page.getByRole("button", { name: "Bloquear período" }).click();
        const dialog = page.getByRole("dialog", { name: "Bloquear período" });
        await dialog.getByLabel("Início").fill(vacation.start);
        await dialog.getByLabel("Fim").fill(vacation.end);
        await dialog.getByLabel("Motivo (opcional)").fill("Férias");
        await dialog.getByRole("button", { name: "Continuar" }).click();
        await dialog.getByText(/Bloquear 5 dias inteiros/).waitFor();
        await dialog.getByRole("button", { name: "Confirmar bloqueio" }).click();
        await page.getByText("5 dias bloqueados com sucesso!").first().waitFor();
        const groups = page.getByRole("list", { name: "Dias e períodos bloqueados" });
        await groups.getByText("5 dias · Férias").waitFor();
      });

      await step(`vê o feriado (${holiday.name}) marcado e o bloqueia`, async () => {
        const heading = page.getByRole("heading", { name: monthLabel(holiday.date) });
        for (let i = 0; i < 7 && !(await heading.isVisible()); i++) {
          await page.getByRole("button", { name: "Próximo mês" }).click();
        }
        await heading.waitFor();
        const day = page.getByRole("button", {
          name: new RegExp(`^${formatDayWithWeekday(holiday.date)}, (hoje, )?Feriado: `),
        });
        await expectDotOnItsDay(day, day.getByTitle(`Feriado: ${holiday.name}`, { exact: true }));
        const holidays = page.getByRole("region", { name: "Feriados nacionais" });
        await holidays.getByText(`Feriado: ${holiday.name}`).waitFor();
        await check(page, "holiday-marked");
        await holidays.getByRole("button", { name: `Bloquear feriado: ${holiday.name}` }).click();
        await page.getByText(`${holiday.name}: dia bloqueado.`).first().waitFor();
        await holidays.getByText("Dia bloqueado").waitFor();
      });

      const clientPage = await journey.visitor();
      await clientPage.setViewportSize(viewport);
      const dialog = clientPage.getByRole("dialog", { name: "Agendar Consulta" });
      await step("o cliente não vê o horário do almoço", async () => {
        await signIn(clientPage, { email: client.email!, password: TEST_PASSWORD });
        await clientPage.goto(`/professional/${pro.id}`);
        await openBookingDialog(clientPage);
        const monday = nextWeekday(1, holiday.date === nextWeekday(1, 1) ? 2 : 1);
        await (await showDay(dialog, monday)).click();
        const slots = dialog.getByRole("list", { name: "Horários disponíveis" });
        await slots.getByRole("button", { name: /^08:00/ }).waitFor();
        const starts = (await slots.getByRole("button").allTextContents()).map((t) =>
          t.trim().slice(0, 5),
        );
        expect(starts).toEqual([
          "08:00",
          "09:00",
          "10:00",
          "11:00",
          "14:00",
          "15:00",
          "16:00",
          "17:00",
        ]);
      });

      await step("nem os dias de férias", async () => {
        for (const date of [vacation.start, addDays(vacation.start, 2)]) {
          await (await showDay(dialog, date)).click();
          await dialog.getByText("Nenhum horário disponível nesta data.").waitFor();
        }
        await check(clientPage, "booking-vacation-day");
      });
    });
  }
});
