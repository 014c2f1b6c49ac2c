import type { PublicReview } from "@domain/contracts/reviews";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { ReviewReplyEditor } from "./review-reply";

// Issue 30, item 4 (decision 0388): the professional's one reply, under the publicity rules.

const review: PublicReview = {
  id: "7a1b2c3d-0000-4000-8000-000000000021",
  professionalId: "7a1b2c3d-0000-4000-8000-000000000022",
  serviceConfirmationId: "c1",
  rating: 5,
  comment: "Ótima.",
  isAnonymous: false,
  createdAt: "2026-11-20T13:00:00.000Z",
  reply: null,
  repliedAt: null,
  client: { firstName: "Ana", lastName: "Reis", profileImageUrl: null },
};

describe("the professional's reply", () => {
  it("shows the publicity rule as they type, and publishes an acceptable reply", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      [`PUT /api/review-replies/${review.id}`]: [
        200,
        { reviewId: review.id, reply: "Obrigada!", repliedAt: "2026-11-21T13:00:00.000Z" },
      ],
    });
    renderApp({ ui: <ReviewReplyEditor review={review} /> });
    await user.click(screen.getByRole("button", { name: "Responder" }));
    const field = screen.getByLabelText("Sua resposta pública");
    await user.type(field, "Primeira consulta grátis");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Textos públicos no Acolher não podem anunciar atendimento grátis ou gratuito",
    );
    expect(screen.getByRole("button", { name: "Publicar resposta" })).toBeDisabled();
    await user.clear(field);
    await user.type(field, "Obrigada!");
    await user.click(screen.getByRole("button", { name: "Publicar resposta" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ reply: "Obrigada!" });
    expect(await screen.findByText("Resposta publicada")).toBeVisible();
  });
});
