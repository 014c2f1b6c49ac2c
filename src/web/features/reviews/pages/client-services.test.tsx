import type { Review } from "@domain/contracts/reviews";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { confirmationsKeys, reviewsKeys } from "@web/lib/query-keys";
import { makeConfirmation } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { ClientServices } from "./client-services";

type Confirmation = ReturnType<typeof makeConfirmation>;

function renderList(confirmations: Confirmation[], reviews: Review[] = []) {
  return renderApp({
    ui: <ClientServices />,
    seed: [
      [confirmationsKeys.list(), confirmations],
      [reviewsKeys.byClient(), reviews],
    ],
  });
}

const onlyCard = () => screen.getByRole("listitem");
const buttons = (card: HTMLElement) =>
  within(card)
    .queryAllByRole("button")
    .map((b) => b.textContent);

describe("a client's service confirmations with their reviews", () => {
  it("client, both confirmed, not reviewed: only 'Avaliar Profissional', which opens the form", async () => {
    const user = userEvent.setup();
    renderList([makeConfirmation({ clientConfirmed: true, professionalConfirmed: true })]);
    const card = onlyCard();
    expect(within(card).getByText("Confirmado por ambos")).toBeInTheDocument();
    expect(buttons(card)).toEqual(["Avaliar Profissional"]);
    await user.click(within(card).getByRole("button", { name: "Avaliar Profissional" }));
    expect(screen.getByRole("dialog", { name: "Avaliar Paula Souza" })).toBeInTheDocument();
  });

  it("client, both confirmed and reviewed: 'Ver Avaliação' shows 'Sua Avaliação' read-only", async () => {
    const user = userEvent.setup();
    const confirmation = makeConfirmation({
      clientConfirmed: true,
      professionalConfirmed: true,
      hasReview: true,
    });
    const review: Review = {
      id: "r1",
      professionalId: confirmation.professionalId,
      serviceConfirmationId: confirmation.id,
      rating: 4,
      comment: "Muito atenciosa.",
      isAnonymous: false,
      createdAt: "2026-03-05T12:00:00.000Z",
      reply: null,
      repliedAt: null,
    };
    renderList([confirmation], [review]);
    expect(buttons(onlyCard())).toEqual(["Ver Avaliação"]);
    await user.click(screen.getByRole("button", { name: "Ver Avaliação" }));
    const dialog = screen.getByRole("dialog", { name: "Sua Avaliação" });
    expect(within(dialog).getByRole("img", { name: "4 de 5 estrelas" })).toBeInTheDocument();
    expect(within(dialog).getByText("4 de 5")).toBeInTheDocument();
    expect(within(dialog).getByText("Muito atenciosa.")).toBeInTheDocument();
    expect(within(dialog).getByText("Avaliado em 05/03/2026")).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
  });
});
