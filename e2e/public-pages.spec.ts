/**
 * Issue 18 §2-3 (decisions 0350-0354): a profile's lasting address arrives as HTML with the
 * profile in it before any JavaScript, and React takes that very page over: the text a visitor
 * reads before and after is the same, no server node is thrown away, no hydration error.
 */

import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { reviews } from "../src/server/db/schema";
import { makeClient, makeProfessional, TEST_PASSWORD } from "../src/server/test/factories";
import { giveRatings } from "../src/server/test/search-helpers";
import { fillSignIn } from "./fixtures/auth";
import { skipWithoutBrowser } from "./fixtures/browser";
import { publishContent } from "./fixtures/contents";
import { removedFromMain, WATCH_REMOVALS } from "./fixtures/hydration";
import { setupJourney, step } from "./fixtures/journey";

const SPEC = "public-pages";

const rootText = (page: Page) =>
  page.evaluate(() => document.querySelector("#root main")?.textContent ?? "");

describe.skipIf(skipWithoutBrowser)("a server-rendered public profile", () => {
  const journey = setupJourney(SPEC);

  it("holds the profile before JavaScript and hydrates without a flash", async () => {
    const db = journey.server.db;
    const pro = await makeProfessional(db, {
      user: { firstName: "Ana", lastName: "Renderizada", bio: null },
      profile: {
        titleForm: "feminine",
        // Her reviews public by her choice: the page shows their dates (decision 0387).
        reviewVisibility: "public",
        professionalRegister: "CRP 06/123456",
        priceRange: "180.00",
        bio: "Atendo adultos. </script><script>alert('x')</script>",
      },
    });
    await giveRatings(db, pro.id, [5, 4, 5, 5]);
    // Her latest content: 'Conteúdos' comes in the server's page too (decision 0404).
    const content = await publishContent(journey.browser, journey.server.baseURL, pro.email!, {
      title: "Rotina de sono em três passos",
      contentText: "Horários regulares ajudam o corpo a descansar.",
    });
    // Written at 23:00 in São Paulo, already the next day on a server on UTC (decision 0365):
    // the HTML and the hydrated page must date them alike, whatever hour the suite runs at.
    // Derived from the reviews themselves: 02:00 UTC of the day each was written.
    const [written] = await db
      .select({ at: reviews.createdAt })
      .from(reviews)
      .where(eq(reviews.professionalId, pro.id))
      .limit(1);
    const writtenAt = new Date(written!.at);
    writtenAt.setUTCHours(2, 0, 0, 0);
    await db
      .update(reviews)
      .set({ createdAt: writtenAt })
      .where(eq(reviews.professionalId, pro.id));
    const reviewDay = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(
      writtenAt,
    );

    const address = await step("o endereço antigo leva ao novo (301)", async () => {
      const moved = await fetch(`${journey.server.baseURL}/professional/${pro.id}`, {
        redirect: "manual",
      });
      expect(moved.status).toBe(301);
      const location = moved.headers.get("location")!;
      expect(location).toMatch(/^\/profissional\/ana-renderizada-psicologa-\d+$/);
      return location;
    });

    const serverText = await step("sem JavaScript, o HTML já tem o perfil", async () => {
      const context = await journey.browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${journey.server.baseURL}${address}`);
      const text = await rootText(page);
      for (const shown of [
        "Ana Renderizada",
        "Psicóloga",
        "CRP 06/123456",
        "R$ 180,00",
        "4,8",
        "Pinheiros",
        reviewDay,
        "Conteúdos",
        "Rotina de sono em três passos",
        "Seguir",
      ]) {
        expect(text).toContain(shown);
      }
      expect(
        await page
          .getByRole("link", { name: "Rotina de sono em três passos" })
          .getAttribute("href"),
      ).toBe(content.path);
      // A visitor's 'Seguir' leads to the sign-in and back here, before any JavaScript too.
      expect(await page.getByRole("link", { name: "Seguir" }).getAttribute("href")).toBe(
        `/entrar?voltar=${encodeURIComponent(address)}`,
      );
      expect(text).toContain("</script><script>alert('x')</script>");
      expect(await page.title()).toBe("Ana Renderizada · Psicóloga | Acolher");
      // Her photo before any JavaScript, not her initials waiting for it (decision 0384).
      await page.getByRole("img", { name: "Foto de Ana Renderizada" }).first().waitFor();
      expect(text).not.toMatch(/\bAR\b/);
      await context.close();
      return text;
    });

    await step("o React assume a mesma página, sem trocar nada", async () => {
      const page = await journey.visitor();
      const console: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error" || m.type() === "warning") console.push(m.text());
      });
      await page.addInitScript(WATCH_REMOVALS);
      const requests: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/api/")) requests.push(r.url());
      });
      await page.goto(address);
      // Hydrated once React holds the profile's 'Agendar consulta' (a link to the sign-in before
      // then, decision 0362); then a visitor's click opens the prompt instead.
      await page.waitForFunction(() => {
        const link = [...document.querySelectorAll("#root main a")].find((a) =>
          a.textContent?.includes("Agendar consulta"),
        );
        return !!link && Object.keys(link).some((key) => key.startsWith("__reactProps"));
      });
      await page.getByRole("link", { name: "Agendar consulta" }).click();
      await page.getByRole("dialog", { name: "Entre para agendar" }).waitFor();
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "detached" });
      // The same text: the photo was in the server's HTML, no initials gave way to it (0384).
      expect(await rootText(page)).toBe(serverText);
      expect(await removedFromMain(page)).toEqual([]);
      expect(console).toEqual([]);
      // The page's reads came with it: the profile and reviews are not asked for again.
      expect(requests.filter((url) => /\/api\/(professionals|reviews|pages)/.test(url))).toEqual(
        [],
      );
      await journey.check(page, "profile");
    });
  });

  it("a visitor's 'Seguir' signs in and comes back; the client then reads the content in /social", async () => {
    const db = journey.server.db;
    const pro = await makeProfessional(db, {
      user: { firstName: "Bea", lastName: "Seguida" },
      profile: { titleForm: "feminine" },
    });
    const content = await publishContent(journey.browser, journey.server.baseURL, pro.email!, {
      title: "Pausas curtas durante o trabalho",
      contentText: "Levantar a cada hora ajuda a manter a atenção.",
    });
    const client = await makeClient(db, { firstName: "Rita", lastName: "Seguidora" });
    const moved = await fetch(`${journey.server.baseURL}/professional/${pro.id}`, {
      redirect: "manual",
    });
    const address = moved.headers.get("location")!;
    const page = await journey.visitor();

    await step("a visitante toca em Seguir, entra e volta ao perfil", async () => {
      await page.goto(address);
      await page.getByRole("link", { name: "Seguir" }).click();
      await page.waitForURL(/\/entrar\?voltar=/);
      await fillSignIn(page, { email: client.email!, password: TEST_PASSWORD });
      await page.waitForURL((url) => url.pathname === address);
      await page.getByRole("heading", { level: 1, name: "Bea Seguida" }).waitFor();
    });

    await step("segue a profissional (sem contagem: é privado)", async () => {
      const follow = page.getByRole("button", { name: "Seguir" });
      await expect.poll(() => follow.isEnabled()).toBe(true);
      await follow.click();
      const following = page.getByRole("button", { name: "Seguindo" });
      await following.waitFor();
      expect(await following.getAttribute("aria-pressed")).toBe("true");
      expect(await rootText(page)).not.toMatch(/seguidor/i);
      await journey.check(page, "profile-following");
    });

    await step("o conteúdo aparece em Social, marcado como de quem ela segue", async () => {
      await page.getByRole("link", { name: "Social" }).first().click();
      const feed = page.getByRole("list", { name: "Conteúdos" });
      const item = feed
        .getByRole("listitem")
        .filter({ hasText: "Pausas curtas durante o trabalho" });
      await item.waitFor();
      expect(await item.getByText("Seguindo", { exact: true }).count()).toBe(1);
      expect(
        await item
          .getByRole("link", { name: "Pausas curtas durante o trabalho" })
          .getAttribute("href"),
      ).toBe(content.path);
      await journey.check(page, "social-feed");
    });
  });

  it("a listing page lists the specialty's professionals in the city, server-rendered", async () => {
    const db = journey.server.db;
    await makeProfessional(db, {
      user: { firstName: "Bruno", lastName: "Listado" },
      officeNeighborhood: "Pinheiros",
    });
    const context = await journey.browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`${journey.server.baseURL}/psicologia/sao-paulo/pinheiros`);
    expect(await rootText(bare)).toContain("Psicólogos em Pinheiros, São Paulo");
    expect(await rootText(bare)).toContain("Bruno Listado");
    await context.close();
    const page = await journey.visitor();
    await page.goto("/psicologia/sao-paulo/pinheiros");
    // The card's own link ('Salvar Bruno Listado' is the visitor's way to sign in, 0362).
    await page.getByRole("link", { name: "Bruno Listado", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Bruno Listado" }).waitFor();
    expect(page.url()).toMatch(/\/profissional\/bruno-listado-psicologo-a-\d+$/);
  });
});
