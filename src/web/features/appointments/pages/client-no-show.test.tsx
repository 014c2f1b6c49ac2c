import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ClientServices } from "@web/features/reviews/pages/client-services";
import { confirmationsKeys, reviewsKeys } from "@web/lib/query-keys";
import { makeAppointment, makeConfirmation } from "@web/test/fixtures";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { clientContestAction } from "../components/no-show-action";

// Decision 0270 and 0272: the client sees 'Não compareceu', contests once, never reviews it.
const noShow = makeConfirmation({
  clientConfirmed: true,
  professionalConfirmed: true,
  noShow: { contestedAt: null, contestReason: null },
});

const renderList = (confirmations: ReturnType<typeof makeConfirmation>[]) =>
  renderApp({
    ui: <ClientServices actions={clientContestAction} />,
    seed: [
      [confirmationsKeys.list(), confirmations],
      [reviewsKeys.byClient(), []],
    ],
  });

describe("a no-show in the client's services", () => {
  it("shows 'Não compareceu' and 'Contestar', and no confirm or review button", () => {
    renderList([noShow]);
    // The card, not a toast another test left in the shared toaster (tests run shuffled).
    const card = screen.getByText("Paula Souza").closest("li")!;
    expect(within(card).getByText("Não compareceu")).toBeVisible();
    expect(within(card).getByText("O profissional registrou sua ausência.")).toBeVisible();
    expect(
      within(card)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Contestar"]);
  });

  it("asks what happened before sending the contest, then sends it once", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      [`POST /api/appointments/${noShow.appointmentId}/no-show/contest`]: [
        200,
        makeAppointment({ id: noShow.appointmentId, status: "no_show" }),
      ],
      "GET /api/service-confirmations": [200, [noShow]],
    });
    renderList([noShow]);
    await user.click(screen.getByRole("button", { name: /^Contestar/ }));
    const dialog = screen.getByRole("alertdialog", { name: "Contestar 'Não compareceu'" });
    await user.click(within(dialog).getByRole("button", { name: "Enviar contestação" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Conte o que aconteceu para contestar",
    );
    await user.type(within(dialog).getByLabelText("O que aconteceu"), "Eu estive lá.");
    await user.click(within(dialog).getByRole("button", { name: "Enviar contestação" }));
    expect(await screen.findByText("Contestação enviada")).toBeVisible();
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        url: `/api/appointments/${noShow.appointmentId}/no-show/contest`,
        body: { reason: "Eu estive lá." },
      },
    ]);
  });

  it("shows the contest once given, without the button", () => {
    renderList([
      makeConfirmation({
        noShow: { contestedAt: "2026-03-02T10:00:00.000Z", contestReason: "Eu estive lá." },
      }),
    ]);
    const contest = screen.getByText(/Você contestou:/);
    expect(contest).toHaveTextContent("Eu estive lá.");
    const card = contest.closest("li")!;
    expect(within(card).queryAllByRole("button")).toEqual([]);
  });
});
