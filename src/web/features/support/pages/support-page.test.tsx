import type { SupportTicketDetail } from "@domain/contracts/support";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

// Issue 31, item 6 (decision 0390): 'Fale com o suporte' for a signed-in person.

const me = makeCurrentUser({ role: "client", firstName: "Caio", lastName: "Reis" });
const ID = "5d1b2c3d-0000-4000-8000-000000000005";

const ticket = (over: Partial<SupportTicketDetail> = {}): SupportTicketDetail => ({
  id: ID,
  topic: "dados_exclusao",
  status: "answered",
  dataSubject: true,
  createdAt: "2026-11-20T13:00:00.000Z",
  updatedAt: "2026-11-21T13:00:00.000Z",
  dueAt: "2026-12-05T13:00:00.000Z",
  closedAt: null,
  outcome: null,
  messages: [
    {
      id: "m1",
      fromStaff: false,
      body: "Quero apagar meus dados.",
      createdAt: "2026-11-20T13:00:00.000Z",
    },
    {
      id: "m2",
      fromStaff: true,
      body: "Podemos ajudar, confirme o e-mail.",
      createdAt: "2026-11-21T13:00:00.000Z",
    },
  ],
  ...over,
});

describe("'Fale com o suporte' (/suporte)", { timeout: 20_000 }, () => {
  it("opens a ticket with a topic from the list and the text, then shows it", async () => {
    const user = userEvent.setup();
    const created = ticket({ topic: "conta", dataSubject: false, status: "open", messages: [] });
    const sent = stubApi({
      "GET /api/support/tickets": [200, { tickets: [] }],
      "POST /api/support/tickets": [201, created],
      [`GET /api/support/tickets/${ID}`]: [200, created],
    });
    renderApp({ path: "/suporte", user: me });
    await screen.findByText("Você ainda não abriu nenhum chamado.");
    await user.click(screen.getByRole("button", { name: "Enviar chamado" }));
    expect(await screen.findByText("Escolha o assunto.")).toBeVisible();
    expect(screen.getByText("Escreva a sua mensagem.")).toBeVisible();
    expect(sent.some((r) => r.method === "POST")).toBe(false);

    await user.selectOptions(screen.getByLabelText("Assunto"), "dados_acesso");
    expect(screen.getByText("Respondemos em até 15 dias.")).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Assunto"), "conta");
    await user.type(screen.getByLabelText("Mensagem"), "Não consigo trocar o e-mail.");
    await user.click(screen.getByRole("button", { name: "Enviar chamado" }));
    await waitFor(() => expect(sent.some((r) => r.method === "POST")).toBe(true));
    expect(sent.find((r) => r.method === "POST")?.body).toEqual({
      topic: "conta",
      message: "Não consigo trocar o e-mail.",
    });
    expect(await screen.findByRole("heading", { name: "Minha conta" })).toBeVisible();
  });

  it("shows the team's answer and sends a reply", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      [`GET /api/support/tickets/${ID}`]: [200, ticket()],
      [`POST /api/support/tickets/${ID}/messages`]: [201, ticket({ status: "open" })],
      "GET /api/support/tickets": [200, { tickets: [] }],
    });
    renderApp({ path: `/suporte/${ID}`, user: me });
    const thread = await screen.findByRole("list", { name: "Mensagens do chamado" });
    expect(within(thread).getByText("Equipe Acolher")).toBeVisible();
    expect(within(thread).getByText("Podemos ajudar, confirme o e-mail.")).toBeVisible();
    expect(screen.getByText("Pedido LGPD")).toBeVisible();
    await user.type(screen.getByLabelText("Responder"), "Confirmo.");
    await user.click(screen.getByRole("button", { name: "Enviar mensagem" }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === "POST")?.body).toEqual({ message: "Confirmo." }),
    );
    await waitFor(() => expect(screen.getByLabelText("Responder")).toHaveValue(""));
  });

  it("shows a closed ticket's outcome and no reply box", async () => {
    stubApi({
      [`GET /api/support/tickets/${ID}`]: [
        200,
        ticket({
          status: "closed",
          closedAt: "2026-11-22T13:00:00.000Z",
          outcome: "Dados apagados.",
        }),
      ],
    });
    renderApp({ path: `/suporte/${ID}`, user: me });
    expect(await screen.findByText("Dados apagados.")).toBeVisible();
    expect(screen.queryByLabelText("Responder")).toBeNull();
  });
});
