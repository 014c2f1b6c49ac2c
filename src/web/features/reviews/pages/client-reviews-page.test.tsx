import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { confirmationsKeys, reviewsKeys } from "@web/lib/query-keys";
import { makeConfirmation } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { ClientReviewsPage } from "./client-reviews-page";

describe("/reviews", () => {
  it("'Meus Serviços' lists the client's services; 'Minhas Avaliações' lists their reviews", async () => {
    const user = userEvent.setup();
    renderApp({
      ui: <ClientReviewsPage />,
      seed: [
        [confirmationsKeys.list(), [makeConfirmation({ professionalConfirmed: true })]],
        [reviewsKeys.byClient(), []],
      ],
    });
    expect(screen.getByRole("tab", { name: "Meus Serviços", selected: true })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Paula Souza" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirmar Serviço" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Minhas Avaliações" }));
    expect(screen.getByText("Você ainda não fez avaliações.")).toBeVisible();
  });
});
