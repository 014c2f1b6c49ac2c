/**
 * Issue 30, items 3 and 5 (decision 0387): a psychologist with the default settings ('Somente a
 * nota') shows a visitor her stars and count but no review text; once she chooses 'Públicas' in
 * her profile, the text appears. Each visibility × reader, the previews and JSON-LD are checked
 * in the API test (src/server/features/reviews/review-visibility.test.ts).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { professionalProfiles, reviews } from "../src/server/db/schema";
import {
  makeClient,
  makeConfirmation,
  makeProfessional,
  TEST_PASSWORD,
} from "../src/server/test/factories";
import { uniqueWord } from "../src/server/test/search-helpers";
import { signIn } from "./fixtures/auth";
import { skipWithoutBrowser } from "./fixtures/browser";
import { setupJourney, step } from "./fixtures/journey";

const COMMENT = "Me senti ouvida desde a primeira sessão.";

describe.skipIf(skipWithoutBrowser)("review visibility", () => {
  const journey = setupJourney("review-visibility");

  it("a psychologist's default shows the rating without the text; 'Públicas' shows the text", async () => {
    const db = journey.server.db;
    const pro = await makeProfessional(db, {
      user: { firstName: "Lívia", lastName: uniqueWord("Psi") },
    });
    const author = await makeClient(db, { firstName: "Nara", lastName: "Cliente" });
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
      rating: 5,
      comment: COMMENT,
    });
    const [profile] = await db
      .select({ n: professionalProfiles.publicNumber })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.id));
    const profileUrl = `/profissional/${profile!.n}`;

    const visitor = await journey.visitor();
    await step("a visitante vê a nota e o número, sem o comentário", async () => {
      await visitor.goto(profileUrl);
      await visitor.getByText("(1 avaliação)").first().waitFor();
      await visitor
        .getByText("Os comentários ficam visíveis apenas para ele", { exact: false })
        .waitFor();
      expect(await visitor.getByText(COMMENT).count()).toBe(0);
      await journey.check(visitor, "rating-only-profile");
    });

    const own = await journey.visitor();
    await step("a psicóloga escolhe 'Públicas' no seu perfil", async () => {
      await signIn(own, { email: pro.email!, password: TEST_PASSWORD });
      await own.goto("/profile");
      const group = own.getByRole("group", { name: "Como suas avaliações aparecem" });
      await expect
        .poll(() => group.getByRole("radio", { name: /Somente a nota/ }).isChecked())
        .toBe(true);
      await group.getByRole("radio", { name: /Públicas/ }).check();
      await journey.check(own, "review-visibility-setting");
      await own.getByRole("button", { name: "Salvar preferência de avaliações" }).click();
      await own.getByText("Preferência salva").first().waitFor();
    });

    await step("a visitante vê o comentário", async () => {
      await visitor.goto(profileUrl);
      await visitor.getByText(COMMENT).waitFor();
    });
  });
});
