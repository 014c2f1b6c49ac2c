import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

// Issue 34, item 1 (decision 0406): the admins read only reported conversations.
const admin = makeCurrentUser({ role: "admin", firstName: "Ana", lastName: "Admin" });
const report = {
  id: "r1",
  reason: "golpe",
  createdAt: "2026-11-27T17:10:00.000Z",
  reporterName: "Rita Araújo",
  reportedMessageId: "m1",
  client: { id: "c1", name: "Carla Mendes" },
  professional: { id: "p1", name: "Rita Araújo" },
  messages: [
    {
      id: "m1",
      sender: "client",
      body: "Me passa seu Pix pessoal",
      createdAt: "2026-11-27T17:00:00.000Z",
    },
  ],
};

describe("/admin/mensagens", { timeout: 20_000 }, () => {
  it("shows a reported conversation with the reported message marked, and closes it with what was done", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/admin/message-reports": [200, [report]],
      "POST /api/admin/message-reports/r1/resolve": [204],
    });
    renderApp({ path: "/admin/mensagens", user: admin });
    const list = await screen.findByRole("list", { name: "Mensagens denunciadas" });
    expect(within(list).getByText(/Golpe ou pedido de dinheiro/)).toBeVisible();
    expect(within(list).getByText("Me passa seu Pix pessoal")).toBeVisible();
    expect(within(list).getByText("(denunciada)")).toBeVisible();
    await user.click(within(list).getByRole("button", { name: "Encerrar denúncia" }));
    expect(await screen.findByText("Descreva o que foi feito.")).toBeVisible();
    await user.type(within(list).getByLabelText("Descreva o que foi feito"), "Cliente advertida.");
    await user.click(within(list).getByRole("button", { name: "Encerrar denúncia" }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: "POST",
        url: "/api/admin/message-reports/r1/resolve",
        body: { outcome: "Cliente advertida." },
      }),
    );
  });
});
