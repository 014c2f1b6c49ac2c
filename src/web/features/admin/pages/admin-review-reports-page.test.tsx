import type { ReportedReview } from "@domain/contracts/review-moderation";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { onePage } from "@web/test/admin-fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

// Issue 30, item 4 (decision 0388): 'Denúncias', the queue of reported reviews.

const me = makeCurrentUser({ role: "admin", firstName: "Ana", lastName: "Admin" });
const REVIEW_ID = "7a1b2c3d-0000-4000-8000-000000000007";

const reported: ReportedReview = {
  id: REVIEW_ID,
  review: {
    id: REVIEW_ID,
    rating: 1,
    comment: "Texto denunciado da avaliação.",
    createdAt: "2026-11-20T13:00:00.000Z",
  },
  professional: { id: "p1", firstName: "Helena", lastName: "Costa" },
  author: { id: "c1", firstName: "Caio", lastName: "Reis" },
  reportCount: 2,
  firstReportedAt: "2026-11-21T17:30:00.000Z",
  reports: [
    {
      id: "r1",
      reason: "ofensivo",
      details: "Usa um apelido.",
      createdAt: "2026-11-21T17:30:00.000Z",
    },
    { id: "r2", reason: "falso", details: null, createdAt: "2026-11-22T17:30:00.000Z" },
  ],
};

describe("'Denúncias' (/admin/denuncias)", { timeout: 20_000 }, () => {
  it("shows the review, the people and the reports, and hides it only with a reason", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/admin/review-reports": [200, onePage([reported])],
      [`POST /api/admin/reviews/${REVIEW_ID}/decision`]: [
        200,
        { reviewId: REVIEW_ID, status: "hidden", resolvedReports: 2 },
      ],
    });
    renderApp({ path: "/admin/denuncias", user: me });
    const list = await screen.findByRole("list", { name: "Avaliações denunciadas" });
    expect(within(list).getByText("Avaliação de Caio Reis para Helena Costa")).toBeVisible();
    expect(within(list).getByText("Texto denunciado da avaliação.")).toBeVisible();
    expect(within(list).getByText("2 denúncias")).toBeVisible();
    const reports = within(list).getByRole("list", { name: "Denúncias recebidas" });
    expect(within(reports).getByText("Ofensivo ou desrespeitoso")).toBeVisible();
    expect(within(reports).getByText("Usa um apelido.")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Ocultar avaliação" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Escolha o motivo para ocultar a avaliação.",
    );
    expect(sent.some((r) => r.method === "POST")).toBe(false);

    await user.selectOptions(screen.getByLabelText("Motivo para ocultar"), "ofensivo");
    await user.type(screen.getByLabelText("Observação interna (opcional)"), "Apelido");
    await user.click(screen.getByRole("button", { name: "Ocultar avaliação" }));
    await waitFor(() => expect(sent.some((r) => r.method === "POST")).toBe(true));
    expect(sent.find((r) => r.method === "POST")?.body).toEqual({
      resolution: "hidden",
      reason: "ofensivo",
      note: "Apelido",
    });
    expect(await screen.findByText("Avaliação ocultada")).toBeVisible();
  });

  it("says when nothing waits", async () => {
    stubApi({ "GET /api/admin/review-reports": [200, onePage([])] });
    renderApp({ path: "/admin/denuncias", user: me });
    expect(await screen.findByText("Nenhuma denúncia aguardando análise.")).toBeVisible();
    expect(document.title).toBe("Denúncias de avaliações | Acolher");
  });
});
