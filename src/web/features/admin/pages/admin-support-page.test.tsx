import type { AdminSupportTicket, SupportQueueItem } from "@domain/contracts/support";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

// Issue 31, item 6 (decision 0390): the admins' 'Suporte' queue and a ticket's answer and close.

const me = makeCurrentUser({ role: "admin", firstName: "Ana", lastName: "Admin" });
const ID = "6e1b2c3d-0000-4000-8000-000000000006";

const item = (over: Partial<SupportQueueItem> = {}): SupportQueueItem => ({
  id: ID,
  topic: "dados_exclusao",
  status: "open",
  dataSubject: true,
  createdAt: "2026-11-10T13:00:00.000Z",
  updatedAt: "2026-11-10T13:00:00.000Z",
  dueAt: "2026-11-25T13:00:00.000Z",
  closedAt: null,
  outcome: null,
  ageDays: 18,
  daysLeft: -3,
  overdue: true,
  requester: {
    id: "u1",
    firstName: "Caio",
    lastName: "Reis",
    email: "caio@example.com",
    role: "client",
  },
  messageCount: 1,
  ...over,
});

const detail = (over: Partial<AdminSupportTicket> = {}): AdminSupportTicket => {
  const { messageCount: _count, ...rest } = item();
  return {
    ...rest,
    messages: [
      {
        id: "m1",
        fromStaff: false,
        body: "Apaguem meus dados, por favor.",
        createdAt: "2026-11-10T13:00:00.000Z",
      },
    ],
    ...over,
  };
};

describe("'Suporte' (/admin/suporte)", { timeout: 20_000 }, () => {
  it("lists tickets with their age, deadline and badges, and filters LGPD requests", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/admin/support/tickets": [
        200,
        {
          tickets: [
            item(),
            item({
              id: "t2",
              topic: "conta",
              dataSubject: false,
              overdue: false,
              ageDays: 1,
              daysLeft: 4,
            }),
          ],
        },
      ],
    });
    renderApp({ path: "/admin/suporte", user: me });
    const list = await screen.findByRole("list", { name: "Chamados" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent("Exclusão dos meus dados");
    expect(first).toHaveTextContent("Pedido LGPD");
    expect(first).toHaveTextContent("Atrasado");
    expect(first).toHaveTextContent("Aberto há 18 dias · Prazo vencido há 3 dias (25/11/2026)");
    expect(second).toHaveTextContent("Faltam 4 dias para o prazo");
    expect(second).not.toHaveTextContent("Atrasado");
    await user.click(screen.getByLabelText("Só pedidos LGPD"));
    await waitFor(() => expect(sent.some((r) => r.url.includes("dataSubject=true"))).toBe(true));
  });

  it("answers, and closes a data subject's request only with what was done", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      [`GET /api/admin/support/tickets/${ID}`]: [200, detail()],
      [`POST /api/admin/support/tickets/${ID}/answer`]: [200, detail({ status: "answered" })],
      [`POST /api/admin/support/tickets/${ID}/close`]: [
        200,
        detail({ status: "closed", closedAt: "2026-11-28T13:00:00.000Z", outcome: "Apagados." }),
      ],
      "GET /api/admin/support/tickets": [200, { tickets: [] }],
    });
    renderApp({ path: `/admin/suporte/${ID}`, user: me });
    expect(await screen.findByText("Apaguem meus dados, por favor.")).toBeVisible();
    await user.type(screen.getByLabelText("Responder"), "Vamos apagar em até 15 dias.");
    await user.click(screen.getByRole("button", { name: "Enviar resposta" }));
    await waitFor(() =>
      expect(sent.find((r) => r.url.endsWith("/answer"))?.body).toEqual({
        message: "Vamos apagar em até 15 dias.",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Encerrar chamado" }));
    expect(await screen.findByText(/registre o que foi feito/)).toBeVisible();
    expect(sent.some((r) => r.url.endsWith("/close"))).toBe(false);
    await user.type(screen.getByLabelText("O que foi feito (obrigatório)"), "Apagados.");
    await user.click(screen.getByRole("button", { name: "Encerrar chamado" }));
    await waitFor(() =>
      expect(sent.find((r) => r.url.endsWith("/close"))?.body).toEqual({ outcome: "Apagados." }),
    );
    expect(await screen.findByText("Apagados.")).toBeVisible();
  });
});
