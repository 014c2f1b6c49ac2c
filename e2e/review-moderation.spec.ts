/**
 * Issue 30, items 4 and 5 (decision 0388): a client's review of a nutritionist (reviews public by
 * default) is reported by another signed-in client; an admin hides it in 'Denúncias' and it is
 * gone from the public profile. The listing and the stored page are checked in the API test
 * (src/server/features/reviews/review-moderation.test.ts).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { professionalProfiles, reviews } from "../src/server/db/schema";
import {
  makeAdmin,
  makeClient,
  makeConfirmation,
  makeProfessional,
  TEST_PASSWORD,
} from "../src/server/test/factories";
import { uniqueWord } from "../src/server/test/search-helpers";
import { signIn } from "./fixtures/auth";
import { openProfileDialog } from "./fixtures/booking";
import { skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";

const COMMENT = "Atendimento corrido, ela me chamou por um apelido grosseiro.";

describe.skipIf(skipWithoutBrowser)("review moderation", () => {
  const journey = setupJourney("review-moderation");

  it("a reported review hidden by an admin leaves the public profile", async () => {
    const db = journey.server.db;
    const pro = await makeProfessional(db, {
      specialty: "Nutrição",
      user: { firstName: "Helena", lastName: uniqueWord("Nutri") },
    });
    const author = await makeClient(db, { firstName: "Caio", lastName: "Autor" });
    const confirmation = await makeConfirmation(db, {
      clientId: author.id,
      professionalId: pro.id,
      clientConfirmed: true,
      professionalConfirmed: true,
    });
    await db.insert(reviews).values({
      professionalId: pro.id,
      clientId: author.id,
      serviceConfirmationId: confirmation.id,
      rating: 1,
      comment: COMMENT,
    });
    const [profile] = await db
      .select({ n: professionalProfiles.publicNumber })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.id));
    const profileUrl = `/profissional/${profile!.n}`;
    const reporter = await makeClient(db, { firstName: "Rita", lastName: "Leitora" });
    const admin = await makeAdmin(db, { firstName: "Regina", lastName: "Moderadora" });

    const page = await journey.visitor();
    await step("outra cliente denuncia a avaliação no perfil", async () => {
      await signIn(page, { email: reporter.email!, password: TEST_PASSWORD });
      await page.goto(profileUrl);
      await page.getByText(COMMENT).waitFor();
      await openProfileDialog(page, "Denunciar", "Denunciar avaliação");
      const dialog = page.getByRole("dialog", { name: "Denunciar avaliação" });
      await dialog.getByRole("radio", { name: "Ofensivo ou desrespeitoso" }).check();
      await dialog.getByLabel("O que aconteceu? (opcional)").fill("Ofende a profissional.");
      await journey.check(page, "report-dialog");
      await dialog.getByRole("button", { name: "Enviar denúncia" }).click();
      await page.getByText("Denúncia enviada").first().waitFor();
    });

    const adminPage = await journey.visitor();
    await step("a administradora oculta a avaliação em Denúncias", async () => {
      await signIn(adminPage, { email: admin.email!, password: TEST_PASSWORD });
      await adminPage.goto("/admin/denuncias");
      const queue = adminPage.getByRole("list", { name: "Avaliações denunciadas" });
      await queue.getByText(COMMENT).waitFor();
      await journey.check(adminPage, "review-reports");
      await adminPage.getByLabel("Motivo para ocultar").selectOption("ofensivo");
      await adminPage.getByRole("button", { name: "Ocultar avaliação" }).click();
      await adminPage.getByText("Nenhuma denúncia aguardando análise.").waitFor();
    });

    await step("a avaliação sumiu do perfil público", async () => {
      await page.goto(profileUrl);
      await page.getByRole("heading", { name: "Avaliações" }).waitFor();
      await expect.poll(() => page.getByText(COMMENT).count()).toBe(0);
      const visitor = await journey.visitor();
      await visitor.goto(profileUrl);
      await visitor.getByRole("heading", { name: "Avaliações" }).waitFor();
      expect(await visitor.getByText(COMMENT).count()).toBe(0);
    });
  });
});
