import { screen, within } from "@testing-library/react";
import { confirmationsKeys } from "@web/lib/query-keys";
import { makeConfirmation } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { describe, expect, it } from "vitest";
import type { ViewerRole } from "./confirmation-card";
import { ConfirmationList } from "./confirmation-list";

type Confirmation = ReturnType<typeof makeConfirmation>;

function renderList(viewer: ViewerRole, confirmations: Confirmation[]) {
  return renderApp({
    ui: <ConfirmationList viewer={viewer} />,
    seed: [[confirmationsKeys.list(), confirmations]],
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
