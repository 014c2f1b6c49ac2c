import type { Review } from "@domain/contracts/reviews";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { REVIEWS_BY_CLIENT_KEY } from "@web/features/reviews/api/reviews-by-client";
import { makeConfirmation } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { SERVICE_CONFIRMATIONS_KEY } from "../api/service-confirmations";
import { ConfirmationList } from "./confirmation-list";
import type { ViewerRole } from "./review-target";

type Confirmation = ReturnType<typeof makeConfirmation>;

function renderList(viewer: ViewerRole, confirmations: Confirmation[], reviews: Review[] = []) {
  return renderApp({
    ui: <ConfirmationList viewer={viewer} />,
    seed: [
      [SERVICE_CONFIRMATIONS_KEY, confirmations],
      [REVIEWS_BY_CLIENT_KEY, reviews],
    ],
  });
}

const onlyCard = () => screen.getByRole("listitem");
const buttons = (card: HTMLElement) =>
  within(card)
    .queryAllByRole("button")
    .map((b) => b.textContent);
const indicator = (card: HTMLElement, label: string) => within(card).getByText(label);

describe("Service confirmations list", () => {
  it("client, professional confirmed: partial status, indicators and 'Confirmar Serviço'", () => {
    renderList("client", [makeConfirmation({ professionalConfirmed: true })]);
    const card = onlyCard();
    expect(within(card).getByRole("heading", { name: "Paula Souza" })).toBeInTheDocument();
    expect(within(card).getByText("Confirmado parcialmente")).toBeInTheDocument();
    expect(within(card).getByText("Consulta de Psicologia (online)")).toBeInTheDocument();
    expect(within(card).getByText(/02\/03\/2026/)).toBeInTheDocument();
    expect(indicator(card, "Profissional confirmou")).toHaveTextContent(": sim");
    expect(indicator(card, "Cliente confirmou")).toHaveTextContent(": ainda não");
    expect(buttons(card)).toEqual(["Confirmar Serviço"]);
  });

  it("no side confirmed: 'Aguardando confirmação'", () => {
    renderList("client", [makeConfirmation()]);
    expect(within(onlyCard()).getByText("Aguardando confirmação")).toBeInTheDocument();
  });

  it("falls back to the creation date when the service date is missing", () => {
    renderList("client", [
      makeConfirmation({ serviceDate: null, createdAt: "2026-02-20T15:00:00.000Z" }),
    ]);
    expect(within(onlyCard()).getByText(/20\/02\/2026/)).toBeInTheDocument();
  });

  it("client, both confirmed, not reviewed: only 'Avaliar Profissional', which opens the form", async () => {
    const user = userEvent.setup();
    renderList("client", [
      makeConfirmation({ clientConfirmed: true, professionalConfirmed: true }),
    ]);
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
    };
    renderList("client", [confirmation], [review]);
    expect(buttons(onlyCard())).toEqual(["Ver Avaliação"]);
    await user.click(screen.getByRole("button", { name: "Ver Avaliação" }));
    const dialog = screen.getByRole("dialog", { name: "Sua Avaliação" });
    expect(within(dialog).getByRole("img", { name: "4 de 5 estrelas" })).toBeInTheDocument();
    expect(within(dialog).getByText("4 de 5")).toBeInTheDocument();
    expect(within(dialog).getByText("Muito atenciosa.")).toBeInTheDocument();
    expect(within(dialog).getByText("Avaliado em 05/03/2026")).toBeInTheDocument();
    expect(within(dialog).queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("professional: the client is the counterpart and only their own side is offered", () => {
    renderList("professional", [
      makeConfirmation({ clientConfirmed: true }),
      makeConfirmation({
        id: "both",
        client: { firstName: "Bruno", lastName: "Dias" },
        clientConfirmed: true,
        professionalConfirmed: true,
      }),
    ]);
    const [first, second] = screen.getAllByRole("listitem");
    expect(within(first!).getByRole("heading", { name: "Clara Lima" })).toBeInTheDocument();
    expect(buttons(first!)).toEqual(["Confirmar Serviço"]);
    expect(within(second!).getByRole("heading", { name: "Bruno Dias" })).toBeInTheDocument();
    expect(buttons(second!)).toEqual([]);
  });

  it("empty: 'Nenhuma confirmação de serviço encontrada'", () => {
    renderList("client", []);
    expect(screen.getByText("Nenhuma confirmação de serviço encontrada")).toBeInTheDocument();
  });
});
