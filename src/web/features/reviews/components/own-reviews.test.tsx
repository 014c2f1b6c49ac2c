import type { OwnReview } from "@domain/contracts/review-moderation";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { reviewsKeys } from "@web/lib/query-keys";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { OwnReviews } from "./own-reviews";

// Issue 30, item 4 (decision 0388): 'Minhas Avaliações', a held review to rewrite or confirm.

const held: OwnReview = {
  id: "7a1b2c3d-0000-4000-8000-000000000011",
  professionalId: "7a1b2c3d-0000-4000-8000-000000000012",
  serviceConfirmationId: "c1",
  rating: 5,
  comment: "Tomo sertralina e ela ajustou a dieta.",
  isAnonymous: false,
  createdAt: "2026-11-20T13:00:00.000Z",
  reply: null,
  repliedAt: null,
  status: "held",
  healthDetails: ["sertralina"],
  hiddenReason: null,
  about: { professionalName: "Paula Souza", visibility: "rating_only" },
};

describe("'Minhas Avaliações'", () => {
  it("shows a held review with the words found, and publishes it as written on confirmation", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      [`PUT /api/reviews/${held.id}`]: [200, { ...held, status: "published", healthDetails: [] }],
      "GET /api/reviews/by-client": [200, [{ ...held, status: "published", healthDetails: [] }]],
    });
    renderApp({ ui: <OwnReviews />, seed: [[reviewsKeys.byClient(), [held]]] });
    expect(screen.getByText("Aguardando sua confirmação")).toBeVisible();
    expect(screen.getByText("sertralina")).toBeVisible();
    expect(screen.getByLabelText("Comentário")).toHaveValue(held.comment);
    expect(
      screen.getByText(/Ela só aparece no perfil depois que você a editar ou confirmar/),
    ).toBeVisible();
    expect(screen.queryByText(/No perfil de Paula Souza aparece/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Publicar como está" }));
    await waitFor(() => expect(sent.some((r) => r.method === "PUT")).toBe(true));
    expect(sent.find((r) => r.method === "PUT")?.body).toEqual({
      comment: held.comment,
      confirmHealthDetails: true,
    });
    expect(await screen.findByText("Avaliação publicada")).toBeVisible();
  });

  it("shows a hidden review as hidden by the team, and the professional's reply", async () => {
    renderApp({
      ui: <OwnReviews />,
      seed: [
        [
          reviewsKeys.byClient(),
          [
            {
              ...held,
              status: "hidden",
              healthDetails: [],
              hiddenReason: "ofensivo",
              comment: "Texto ocultado.",
            },
            {
              ...held,
              id: "r2",
              status: "published",
              healthDetails: [],
              comment: "Ótima.",
              reply: "Obrigada!",
              repliedAt: "2026-11-21T13:00:00.000Z",
            },
          ],
        ],
      ],
    });
    expect(screen.getByText("Ocultada pela equipe do Acolher")).toBeVisible();
    // Decision 0403: what hiding means to others, why, and where to contest it.
    expect(
      screen.getByText("Não aparece no perfil de Paula Souza e não conta na nota."),
    ).toBeVisible();
    expect(screen.getByText("Motivo: Ofensivo ou desrespeitoso.")).toBeVisible();
    expect(screen.getByRole("link", { name: "fale com o suporte" })).toHaveAttribute(
      "href",
      "/suporte",
    );
    expect(screen.getByText("Resposta do profissional")).toBeVisible();
    expect(screen.getByText("Obrigada!")).toBeVisible();
  });

  // Issue 34, item 5 (decision 0403): whom each review is about and what others see of it.
  it("names the professional and says what others see of a published review", () => {
    stubApi({});
    const published = (visibility: "public" | "rating_only" | "private", id: string) => ({
      ...held,
      id,
      status: "published" as const,
      healthDetails: [],
      about: { professionalName: "Paula Souza", visibility },
    });
    renderApp({
      ui: <OwnReviews />,
      seed: [
        [
          reviewsKeys.byClient(),
          [published("public", "r1"), published("rating_only", "r2"), published("private", "r3")],
        ],
      ],
    });
    expect(screen.getAllByText(/^Paula Souza · Avaliado em/)).toHaveLength(3);
    expect(screen.getByText("Aparece no perfil de Paula Souza, com o comentário.")).toBeVisible();
    expect(
      screen.getByText(
        "No perfil de Paula Souza aparece só a nota; o comentário, só o profissional lê.",
      ),
    ).toBeVisible();
    expect(
      screen.getByText("Paula Souza mantém as avaliações privadas: só o profissional lê a sua."),
    ).toBeVisible();
  });
});
