/**
 * Issue 17 items 7-8: a client sorts a search by 'Mais cedo disponível', sees each card's next
 * free slot, opens the booking dialog on it from the card and books it; the card then shows the
 * following slot. A professional not accepting new patients says so instead. 1280x800 and 390x844.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE } from "../src/domain/constants";
import { addDays, dayOfWeek, nowInZone } from "../src/domain/time";
import type { Db } from "../src/server/db/client";
import { testNow } from "../src/server/test/clock";
import { makeClient, makeProfessional, TEST_PASSWORD } from "../src/server/test/factories";
import { storedNextFree } from "../src/server/test/next-free-reference";
import { nextSlotText } from "../src/web/features/professionals/lib/profile-text";
import { signIn } from "./fixtures/auth";
import { MOBILE, skipWithoutBrowser } from "./fixtures/browser";
import { choose } from "./fixtures/controls";
import { setupJourney, step } from "./fixtures/journey";

const SPEC = "next-free";

/** What the card says of a professional's next free slot, from the database. */
async function expectedSlot(db: Db, professionalId: string) {
  const at = await storedNextFree(db, professionalId);
  const local = nowInZone(DEFAULT_TIME_ZONE, at!);
  return { text: nextSlotText(`${local.date}T${local.time}`), date: local.date, time: local.time };
}

describe.skipIf(skipWithoutBrowser)("next free slot on cards and profiles", () => {
  const journey = setupJourney(SPEC);

  // Once, on the phone (decision 0371): the checks still read each screen at both widths.
  const viewport = MOBILE;
  it(`sorts by 'Mais cedo disponível', books the card's slot, and the card moves on (${viewport.width}px)`, async () => {
    const db = journey.server.db;
    const tag = "Quintela";
    const nutritionist = (firstName: string, options: Parameters<typeof makeProfessional>[1]) =>
      makeProfessional(db, {
        specialty: "Nutrição",
        serviceOptions: ["online"],
        ...options,
        user: { firstName, lastName: tag },
      });
    // First by name in the default order; last by next free slot (one weekday, 5 days ahead).
    const later = addDays(nowInZone(DEFAULT_TIME_ZONE, testNow()).date, 5);
    await nutritionist("Alice", { weekdays: [dayOfWeek(later)] });
    const bruna = await nutritionist("Bruna", { weekdays: [0, 1, 2, 3, 4, 5, 6] });
    await nutritionist("Clara", { profile: { availableForNewPatients: false } });
    const client = await makeClient(db, { firstName: "Renata", lastName: tag });
    const check = journey.check;

    const page = await journey.visitor();
    await page.setViewportSize(viewport);
    await signIn(page, { email: client.email!, password: TEST_PASSWORD });
    const cards = page
      .getByRole("list", { name: "Profissionais encontrados" })
      .locator(":scope > li");
    const card = (firstName: string) => cards.filter({ hasText: `${firstName} ${tag}` });
    const first = await expectedSlot(db, bruna.id);

    let searchUrl = "";
    await step("busca Nutrição ordenada por 'Mais cedo disponível'", async () => {
      await page.goto("/professionals");
      await choose(page, /^especialidade/i, "Nutrição");
      // The client's own city comes prefilled (issue 29): online-only professionals need 'Online'.
      await page.getByRole("checkbox", { name: "Online" }).check();
      await page.getByLabel("Nome do profissional").fill(tag);
      await choose(page, "Ordenar por", "Mais cedo disponível");
      await page.getByRole("button", { name: "Buscar" }).click();
      await cards.first().waitFor();
      expect(new URL(page.url()).searchParams.get("sort")).toBe("next_available");
      await card("Bruna").getByText(first.text).waitFor();
      // Bruna (free today or tomorrow) before Alice (five days ahead), whatever the names say.
      const order = (await cards.allTextContents()).map((text) => text.slice(0, 5));
      expect(order.indexOf("Bruna")).toBeLessThan(order.indexOf("Alice"));
      expect(order).toHaveLength(3);
      await card("Clara").getByText("Não está aceitando novos pacientes").waitFor();
      expect(
        await card("Clara")
          .getByText(/Próximo horário/)
          .count(),
      ).toBe(0);
      searchUrl = page.url();
      await check(page, "sorted-by-next-free");
    });

    await step("o próximo horário abre o agendamento nesse horário", async () => {
      await card("Bruna").getByRole("link", { name: first.text }).click();
      const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
      await dialog.waitFor();
      const slot = dialog
        .getByRole("list", { name: "Horários disponíveis" })
        .getByRole("button", { name: new RegExp(`^${first.time}`) });
      await slot.waitFor();
      expect(await slot.getAttribute("aria-pressed")).toBe("true");
      await check(page, "booking-at-next-slot");
      await dialog.getByRole("button", { name: "Solicitar Agendamento" }).click();
      await page.getByText("Agendamento solicitado").first().waitFor();
    });

    await step("o cartão mostra o horário seguinte", async () => {
      const next = await expectedSlot(db, bruna.id);
      expect(next.text).not.toBe(first.text);
      // In the app, without a reload: the profile and the search both read it again.
      await page.getByRole("button", { name: next.text }).waitFor();
      await page.getByRole("link", { name: "Voltar para busca" }).click();
      await card("Bruna").getByText(next.text).waitFor();
      expect(page.url()).toBe(searchUrl);
    });

    await step("o perfil de quem não aceita novos pacientes diz isso", async () => {
      await card("Clara")
        .getByRole("link", { name: `Clara ${tag}` })
        .click();
      await page.getByText("Não está aceitando novos pacientes").waitFor();
      expect(await page.getByRole("button", { name: /Agendar consulta/ }).count()).toBe(0);
      await check(page, "not-accepting-profile");
    });
  });
});
