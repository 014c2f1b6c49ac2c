import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { describe, expect, it } from "vitest";
import { CalendarFeedCard } from "./calendar-feed-card";

const TOKEN = "a".repeat(43);
const PATH = `/api/calendar/${TOKEN}.ics`;
const CREATED = { path: PATH, createdAt: "2026-03-05T12:00:00.000Z" };

function setup(exists: boolean) {
  const sent = stubApi({
    "GET /api/user/calendar-feed": [
      200,
      exists
        ? { exists: true, createdAt: "2026-02-10T12:00:00.000Z" }
        : { exists: false, createdAt: null },
    ],
    "POST /api/user/calendar-feed": [200, CREATED],
    "DELETE /api/user/calendar-feed": [200, { ok: true }],
  });
  const user = userEvent.setup();
  renderApp({ ui: <CalendarFeedCard /> });
  return { sent, user };
}

const mutations = (sent: { method: string }[]) => sent.filter((r) => r.method !== "GET");

describe("CalendarFeedCard", () => {
  it("generates a private address, shows it once and copies it", async () => {
    const { sent, user } = setup(false);
    await user.click(await screen.findByRole("button", { name: "Gerar endereço do calendário" }));

    const address = await screen.findByLabelText("Endereço do calendário");
    const url = `${window.location.origin}${PATH}`;
    expect(address).toHaveValue(url);
    expect(screen.getByText(/ele não será mostrado de novo/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Abrir no aplicativo de calendário" })).toHaveAttribute(
      "href",
      url.replace(/^https?:/, "webcal:"),
    );
    await user.click(screen.getByRole("button", { name: "Copiar endereço" }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText("Endereço copiado")).toBeInTheDocument();
    expect(mutations(sent)).toEqual([
      { method: "POST", url: "/api/user/calendar-feed", body: undefined },
    ]);
  });

  it("does not show an existing address, and asks before generating a new one", async () => {
    const { sent, user } = setup(true);
    expect(await screen.findByText(/Você gerou um endereço em 10\/02\/2026/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Endereço do calendário")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Gerar novo endereço" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Gerar um novo endereço?" });
    expect(within(dialog).getByText(/O endereço atual deixará de funcionar/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    expect(mutations(sent)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Gerar novo endereço" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Gerar novo endereço",
      }),
    );
    expect(await screen.findByLabelText("Endereço do calendário")).toHaveValue(
      `${window.location.origin}${PATH}`,
    );
    expect(mutations(sent).map((r) => r.method)).toEqual(["POST"]);
  });

  it("deactivates the address after a confirmation", async () => {
    const { sent, user } = setup(true);
    await user.click(await screen.findByRole("button", { name: "Desativar endereço" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Desativar endereço",
      }),
    );

    expect(
      await screen.findByRole("button", { name: "Gerar endereço do calendário" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Você gerou um endereço/)).not.toBeInTheDocument();
    expect(mutations(sent).map((r) => r.method)).toEqual(["DELETE"]);
  });
});
