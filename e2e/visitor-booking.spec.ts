/**
 * Issue 18 §1 (decisions 0320-0324): a visitor opens a professional's shared link without an
 * account, picks the next free slot, is asked to sign in, signs in and lands on the same
 * profile with that slot chosen, and sends the request. The landing page shows its search box and
 * real numbers. Screenshots of the landing and the visitor's profile at 1280x800 and 390x844.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE } from "../src/domain/constants";
import { nowInZone } from "../src/domain/time";
import { testNow } from "../src/server/test/clock";
import { makeClient, makeProfessional, TEST_PASSWORD } from "../src/server/test/factories";
import { storedNextFree } from "../src/server/test/next-free-reference";
import { nextSlotText } from "../src/web/features/professionals/lib/profile-text";
import { fillSignIn } from "./fixtures/auth";
import { skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";

const SPEC = "visitor-booking";

describe.skipIf(skipWithoutBrowser)(
  "a visitor from a shared profile link to a sent request",
  () => {
    const journey = setupJourney(SPEC);

    it("opens the profile signed out, picks the slot, signs in, and books that slot", async () => {
      const db = journey.server.db;
      // Not today: today's next slot can start while the journey signs in (CI ran it at 09:59
      // and the 10:00 slot had passed), and a slot that has begun is no longer offered.
      const today = nowInZone(DEFAULT_TIME_ZONE, testNow()).dayOfWeek;
      const pro = await makeProfessional(db, {
        specialty: "Psicologia",
        serviceOptions: ["online"],
        weekdays: [0, 1, 2, 3, 4, 5, 6].filter((day) => day !== today),
        user: { firstName: "Helena", lastName: "Visitada" },
      });
      const client = await makeClient(db, { firstName: "Rui", lastName: "Visitante" });
      const at = await storedNextFree(db, pro.id);
      const local = nowInZone(DEFAULT_TIME_ZONE, at!);
      const slotText = nextSlotText(`${local.date}T${local.time}`);
      const page = await journey.visitor();

      await step("a página inicial mostra a busca e os números reais", async () => {
        await page.goto("/");
        const search = page.getByRole("form", { name: "Buscar profissionais" });
        await search.waitFor();
        await page.getByText(/^\d[\d.]* profissiona(l|is) verificados?$/).waitFor();
        await journey.check(page, "landing");
      });

      await step("a busca da página inicial leva à busca pública", async () => {
        const search = page.getByRole("form", { name: "Buscar profissionais" });
        await search.getByLabel("Cidade").fill("São Paulo");
        await search.getByRole("button", { name: "Buscar profissionais" }).click();
        await page.waitForURL((url) => url.pathname === "/professionals");
        const params = new URL(page.url()).searchParams;
        expect(params.get("specialty")).toBe("Psicologia");
        expect(params.get("city")).toBe("São Paulo");
        await page.getByRole("navigation", { name: "Conta" }).waitFor();
        await page.getByRole("button", { name: "Buscar" }).waitFor();
        await page.waitForLoadState("networkidle");
        expect(await page.getByText("Erro ao carregar profissionais").count()).toBe(0);
      });

      await step("o link compartilhado abre o perfil sem conta", async () => {
        await page.goto(`/professional/${pro.id}`);
        await page.getByRole("heading", { level: 1, name: "Helena Visitada" }).waitFor();
        const account = page.getByRole("navigation", { name: "Conta" });
        await account.getByRole("link", { name: "Entrar" }).waitFor();
        await account.getByRole("link", { name: "Criar conta" }).waitFor();
        expect(await page.getByText(pro.email!).count()).toBe(0);
        await journey.check(page, "visitor-profile");
      });

      await step("escolher o horário pede para entrar, guardando o horário", async () => {
        // A link to the sign-in until the page's JavaScript runs (decision 0362), then the prompt.
        await page.getByRole("link", { name: slotText }).click();
        const dialog = page.getByRole("dialog", { name: "Entre para agendar" });
        await dialog.waitFor();
        await dialog.getByRole("link", { name: "Entrar" }).click();
        await page.waitForURL((url) => url.pathname === "/entrar");
        expect(new URL(page.url()).searchParams.get("voltar")).toContain(
          `horario=${local.date}T${local.time.replace(":", "%3A")}`,
        );
      });

      await step("depois de entrar, volta ao mesmo perfil com o horário escolhido", async () => {
        await fillSignIn(page, { email: client.email!, password: TEST_PASSWORD });
        const dialog = page.getByRole("dialog", { name: "Agendar Consulta" });
        await dialog.waitFor();
        expect(page.url()).toContain("horario=");
        await dialog.getByText(/Com Helena Visitada\./).waitFor();
        const slot = dialog
          .getByRole("list", { name: "Horários disponíveis" })
          .getByRole("button", { name: new RegExp(`^${local.time}`) });
        await slot.waitFor();
        expect(await slot.getAttribute("aria-pressed")).toBe("true");
        await dialog.getByRole("button", { name: "Solicitar Agendamento" }).click();
        await page.getByText("Agendamento solicitado").first().waitFor();
      });
    });

    it("a signed-in page opened signed out signs in first and returns there", async () => {
      const client = await makeClient(journey.server.db, { firstName: "Lia", lastName: "Volta" });
      const page = await journey.visitor();
      await page.goto("/appointments");
      await page.waitForURL((url) => url.pathname === "/entrar");
      await fillSignIn(page, { email: client.email!, password: TEST_PASSWORD });
      await page.waitForURL((url) => url.pathname === "/appointments");
      // An address off this site is never followed: home instead.
      const other = await journey.visitor();
      await other.goto("/entrar?voltar=%2F%2Fevil.example");
      await fillSignIn(other, { email: client.email!, password: TEST_PASSWORD });
      await other.waitForURL((url) => url.pathname === "/");
      expect(new URL(other.url()).host).toBe(new URL(journey.server.baseURL).host);
    });
  },
);
