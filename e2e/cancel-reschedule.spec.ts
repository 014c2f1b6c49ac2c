/**
 * Issue 17 items 1 and 2: the client proposes a new time for an approved session, the
 * professional accepts it, the client cancels inside the notice with a reason, and the
 * professional reads the reason and the late mark. At 1280 and at 390 px.
 */
import { eq } from "drizzle-orm";
import { describe, it } from "vitest";
import { addDays } from "../src/domain/time";
import { appointments } from "../src/server/db/schema";
import { makeAppointment, makeClient, TEST_PASSWORD, today } from "../src/server/test/factories";
import { formatDayWithWeekday } from "../src/web/lib/dates";
import { signIn } from "./fixtures/auth";
import { MOBILE, skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";
import { expectNoSidewaysScroll } from "./fixtures/layout";
import { seedBookablePsychologist } from "./fixtures/seed";

const SPEC = "cancel-reschedule";
const REASON = "Surgiu uma viagem de trabalho.";

describe.skipIf(skipWithoutBrowser)("cancel and reschedule an approved session", () => {
  const journey = setupJourney(SPEC);

  // Once, on the phone (decision 0371): the checks still read each screen at both widths.
  const viewport = MOBILE;
  it(`moves a session, then cancels it late with a reason (${viewport.width}px)`, async () => {
    const db = journey.server.db;
    const tag = "Lima";
    const pro = await seedBookablePsychologist(db, {
      firstName: "Marta",
      lastName: tag,
      neighborhood: "Pinheiros",
    });
    const client = await makeClient(db, { firstName: "Otávio", lastName: tag });
    // Tomorrow at 09:00, approved with a 48-hour notice: any time tomorrow is inside it.
    const tomorrow = addDays(today(), 1);
    const session = await makeAppointment(db, {
      clientId: client.id,
      professionalId: pro.id,
      date: tomorrow,
      startTime: "09:00",
      endTime: "10:00",
      status: "approved",
    });
    await db
      .update(appointments)
      .set({ cancellationNoticeHours: 48 })
      .where(eq(appointments.id, session.id));
    const check = journey.check;
    const proName = `Marta ${tag}`;

    const page = await journey.visitor();
    await page.setViewportSize(viewport);
    await step("o cliente propõe outro horário no mesmo dia", async () => {
      await signIn(page, { email: client.email!, password: TEST_PASSWORD });
      await page.goto("/appointments");
      await page.getByRole("button", { name: new RegExp(`^Remarcar: ${proName}`) }).click();
      const dialog = page.getByRole("dialog", { name: "Remarcar sessão" });
      await dialog
        .getByRole("button", { name: new RegExp(formatDayWithWeekday(tomorrow)) })
        .click();
      await dialog.getByRole("button", { name: /^11:00/ }).click();
      await check(page, "reschedule-dialog");
      await dialog.getByRole("button", { name: "Propor novo horário" }).click();
      await page.getByText(/^Remarcação proposta: .* às 11:00$/).waitFor();
      await page.getByRole("button", { name: "Retirar proposta" }).waitFor();
      await expectNoSidewaysScroll(page, "proposed");
    });

    const proPage = await journey.visitor();
    await proPage.setViewportSize(viewport);
    await step("o profissional aceita", async () => {
      await signIn(proPage, { email: pro.email!, password: TEST_PASSWORD });
      await proPage.goto("/professional/appointments");
      await proPage.getByText(/^Remarcação proposta: .* às 11:00$/).waitFor();
      await check(proPage, "reschedule-banner");
      await proPage.getByRole("button", { name: "Aceitar" }).click();
      await proPage.getByText("Sessão remarcada").first().waitFor();
    });

    await step("o cliente cancela dentro do prazo, com um motivo", async () => {
      await page.reload();
      await page.getByText("11:00").first().waitFor();
      await page.getByRole("button", { name: new RegExp(`^Cancelar: ${proName}`) }).click();
      const dialog = page.getByRole("dialog", { name: "Cancelar sessão?" });
      await dialog
        .getByText(
          "Cancelamento com menos de 48 h de antecedência será registrado como cancelamento tardio.",
        )
        .waitFor();
      await dialog.getByLabel("Motivo (opcional)").fill(REASON);
      await check(page, "cancel-session");
      await dialog.getByRole("button", { name: "Cancelar sessão" }).click();
      await page.getByText("Sessão cancelada").first().waitFor();
      await page.getByRole("button", { name: "Histórico" }).click();
      await page.getByText(`Motivo: ${REASON}`).waitFor();
    });

    await step("o profissional lê o motivo e a marca de cancelamento tardio", async () => {
      await proPage.reload();
      // A cancelled session leaves 'Próximos agendamentos' for the history (decision 0380).
      await proPage.getByRole("button", { name: "Histórico" }).click();
      await proPage.getByText(`Motivo: ${REASON}`).waitFor();
      await proPage.getByText("Cancelamento tardio").first().waitFor();
      await expectNoSidewaysScroll(proPage, "cancelled");
      await check(proPage, "cancelled-late");
    });
  });
});
