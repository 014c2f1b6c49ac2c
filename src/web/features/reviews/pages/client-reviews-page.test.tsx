import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { confirmationsKeys, reviewsKeys } from "@web/lib/query-keys";
import { makeConfirmation } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { ClientReviewsPage } from "./client-reviews-page";

const seed = (): [readonly unknown[], unknown][] => [
  [confirmationsKeys.list(), [makeConfirmation({ professionalConfirmed: true })]],
  [reviewsKeys.byClient(), []],
];

describe("/reviews", () => {
  it("'Meus Serviços' lists the client's services; 'Minhas Avaliações' lists their reviews", async () => {
    const user = userEvent.setup();
    const { location } = renderApp({
      path: "/reviews",
      ui: <ClientReviewsPage />,
      seed: seed(),
    });
    expect(screen.getByRole("tab", { name: "Meus Serviços", selected: true })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Paula Souza" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirmar Serviço" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Minhas Avaliações" }));
    expect(screen.getByText("Você ainda não fez avaliações.")).toBeVisible();
    // The tab is in the address (decision 0403): a reload or a shared link keeps it.
    expect(location.history?.at(-1)).toBe("/reviews?aba=avaliacoes");
    await user.click(screen.getByRole("tab", { name: "Meus Serviços" }));
    expect(location.history?.at(-1)).toBe("/reviews");
  });

  // Decision 0403: the user menu and the notifications about one's review open this tab.
  it("opens on 'Minhas Avaliações' with ?aba=avaliacoes", () => {
    renderApp({ path: "/reviews?aba=avaliacoes", ui: <ClientReviewsPage />, seed: seed() });
    expect(screen.getByRole("tab", { name: "Minhas Avaliações", selected: true })).toBeVisible();
    expect(screen.getByText("Você ainda não fez avaliações.")).toBeVisible();
  });
});
