import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { ReportReviewDialog } from "./report-review-dialog";

// Issue 30, item 4 (decision 0388): 'Denunciar' on a review.

const REVIEW_ID = "7a1b2c3d-0000-4000-8000-000000000009";

describe("'Denunciar' on a review", () => {
  it("asks for a reason, sends it with the details, and thanks the reporter", async () => {
    const user = userEvent.setup();
    const sent = stubApi({ "POST /api/review-reports": [201, { ok: true }] });
    renderApp({ ui: <ReportReviewDialog reviewId={REVIEW_ID} /> });
    await user.click(screen.getByRole("button", { name: "Denunciar" }));
    expect(screen.getByRole("dialog", { name: "Denunciar avaliação" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Enviar denúncia" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Escolha o motivo da denúncia.");
    expect(sent).toEqual([]);

    await user.click(screen.getByRole("radio", { name: "Falso ou de quem não foi atendido" }));
    await user.type(screen.getByLabelText("O que aconteceu? (opcional)"), "Nunca foi atendida.");
    await user.click(screen.getByRole("button", { name: "Enviar denúncia" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      reviewId: REVIEW_ID,
      reason: "falso",
      details: "Nunca foi atendida.",
    });
    expect(await screen.findByText("Denúncia enviada")).toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the server's 409 when the person already reported it", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/review-reports": [
        409,
        {
          code: "conflict",
          message: "Você já denunciou esta avaliação. A equipe do Acolher vai analisá-la.",
        },
      ],
    });
    renderApp({ ui: <ReportReviewDialog reviewId={REVIEW_ID} /> });
    await user.click(screen.getByRole("button", { name: "Denunciar" }));
    await user.click(screen.getByRole("radio", { name: "Ofensivo ou desrespeitoso" }));
    await user.click(screen.getByRole("button", { name: "Enviar denúncia" }));
    expect(
      await screen.findByText(
        "Você já denunciou esta avaliação. A equipe do Acolher vai analisá-la.",
      ),
    ).toBeVisible();
  });
});
