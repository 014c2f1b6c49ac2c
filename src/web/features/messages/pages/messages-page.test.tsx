import type { Conversation, MessagesPage } from "@domain/contracts/messages";
import { MESSAGE_MESSAGES } from "@domain/messages";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FakeWebSocket } from "@web/test/fake-websocket";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { describe, expect, it } from "vitest";

// Issue 34, item 1 (decision 0406): the messages, as a client and a professional read them.
const client = makeCurrentUser({ role: "client", firstName: "Carla", lastName: "Mendes" });
const pro = makeCurrentUser({ role: "professional", firstName: "Rita", lastName: "Araújo" });
const ID = "5d1b2c3d-0000-4000-8000-0000000000c1";

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: ID,
  other: { id: "p1", name: "Rita Araújo", profileImageUrl: null, deleted: false },
  lastMessageAt: "2026-11-27T17:05:00.000Z",
  unread: 1,
  blocked: false,
  ...over,
});
const page = (over: Partial<Conversation> = {}): MessagesPage => ({
  conversation: conversation(over),
  messages: [
    {
      id: "m1",
      mine: true,
      body: "Você atende adolescentes?",
      createdAt: "2026-11-27T17:00:00.000Z",
    },
    { id: "m2", mine: false, body: "Atendo, sim.", createdAt: "2026-11-27T17:05:00.000Z" },
  ],
  hasOlder: false,
});

describe("/mensagens", { timeout: 20_000 }, () => {
  it("shows the conversation, sends with Enter, counts to 2000 and refuses a longer text", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/conversations": [200, [conversation()]],
      "GET /api/conversations/unread": [200, { count: 3 }],
      [`GET /api/conversations/${ID}/messages`]: [200, page()],
      [`POST /api/conversations/${ID}/read`]: [204],
      [`POST /api/conversations/${ID}/messages`]: [
        200,
        { id: "m3", mine: true, body: "Obrigada!", createdAt: "2026-11-27T17:06:00.000Z" },
      ],
    });
    renderApp({ path: `/mensagens/${ID}`, user: client });
    const thread = await screen.findByRole("list", { name: "Mensagens" });
    expect(within(thread).getByText("Atendo, sim.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Mensagens, 3 não lidas" })).toBeVisible();
    expect(document.title).toMatch(/^Mensagens/);
    expect(document.title).not.toMatch(/Rita|Atendo/);
    await waitFor(() =>
      expect(sent.some((r) => r.method === "POST" && r.url.endsWith("/read"))).toBe(true),
    );

    const box = screen.getByLabelText("Mensagem");
    await user.type(box, "Obrigada!");
    expect(screen.getByText("9/2000")).toBeVisible();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: "POST",
        url: `/api/conversations/${ID}/messages`,
        body: { body: "Obrigada!" },
      }),
    );

    await user.click(box);
    await user.paste("a".repeat(2001));
    await user.keyboard("{Enter}");
    expect(await screen.findByText(MESSAGE_MESSAGES.tooLong)).toBeVisible();
    expect(sent.filter((r) => r.method === "POST" && r.url.endsWith("/messages"))).toHaveLength(1);
  });

  it("reads the conversation again when the live channel says a message arrived, and after a reconnection", async () => {
    const sent = stubApi({
      "GET /api/conversations": [200, [conversation()]],
      "GET /api/conversations/unread": [200, { count: 0 }],
      [`GET /api/conversations/${ID}/messages`]: [200, page()],
      [`POST /api/conversations/${ID}/read`]: [204],
    });
    renderApp({ path: `/mensagens/${ID}`, user: client });
    await screen.findByText("Atendo, sim.");
    const reads = () => sent.filter((r) => r.url === `/api/conversations/${ID}/messages`).length;
    const before = reads();
    const socket = FakeWebSocket.last()!;
    expect(socket.url).toMatch(/\/api\/live$/);
    act(() => {
      socket.open();
      socket.deliver({ type: "message", conversationId: ID });
    });
    await waitFor(() => expect(reads()).toBeGreaterThan(before));

    // Dropped, it dials again after a second; back, it reads what may have come meanwhile.
    const afterEvent = reads();
    act(() => socket.drop());
    await waitFor(() => expect(FakeWebSocket.last()).not.toBe(socket), { timeout: 3000 });
    act(() => FakeWebSocket.last()!.open());
    await waitFor(() => expect(reads()).toBeGreaterThan(afterEvent));
  });

  it("shows a blocked client why they cannot write, and lets them report the other's message", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/conversations": [200, [conversation({ blocked: true })]],
      "GET /api/conversations/unread": [200, { count: 0 }],
      [`GET /api/conversations/${ID}/messages`]: [200, page({ blocked: true })],
      [`POST /api/conversations/${ID}/read`]: [204],
      "POST /api/messages/m2/report": [204],
    });
    renderApp({ path: `/mensagens/${ID}`, user: client });
    expect(await screen.findByText(MESSAGE_MESSAGES.blocked)).toBeVisible();
    expect(screen.queryByLabelText("Mensagem")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Denunciar" }));
    const dialog = await screen.findByRole("dialog", { name: "Denunciar mensagem" });
    await user.click(within(dialog).getByLabelText("Spam ou propaganda"));
    await user.click(within(dialog).getByRole("button", { name: "Enviar denúncia" }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: "POST",
        url: "/api/messages/m2/report",
        body: { reason: "spam" },
      }),
    );
  });

  it("lets the professional block a client, only after confirming", async () => {
    const user = userEvent.setup();
    const sent = stubApi({
      "GET /api/conversations": [
        200,
        [
          conversation({
            other: { id: "c1", name: "Carla Mendes", profileImageUrl: null, deleted: false },
          }),
        ],
      ],
      "GET /api/conversations/unread": [200, { count: 0 }],
      [`GET /api/conversations/${ID}/messages`]: [
        200,
        page({ other: { id: "c1", name: "Carla Mendes", profileImageUrl: null, deleted: false } }),
      ],
      [`POST /api/conversations/${ID}/read`]: [204],
      [`POST /api/conversations/${ID}/block`]: [204],
    });
    renderApp({ path: `/mensagens/${ID}`, user: pro });
    await user.click(await screen.findByRole("button", { name: "Bloquear" }));
    expect(sent.some((r) => r.url.endsWith("/block"))).toBe(false);
    const confirm = await screen.findByRole("alertdialog", { name: "Bloquear Carla Mendes?" });
    await user.click(within(confirm).getByRole("button", { name: "Bloquear" }));
    await waitFor(() =>
      expect(sent).toContainEqual({
        method: "POST",
        url: `/api/conversations/${ID}/block`,
        body: undefined,
      }),
    );
  });

  it("loads older messages, and says why one cannot write to a deleted account", async () => {
    const user = userEvent.setup();
    const gone = { id: "p1", name: "Conta excluída", profileImageUrl: null, deleted: true };
    const sent = stubApi({
      "GET /api/conversations": [200, [conversation({ other: gone })]],
      "GET /api/conversations/unread": [200, { count: 0 }],
      [`GET /api/conversations/${ID}/messages`]: (url) =>
        url.searchParams.get("before") === "m1"
          ? [
              200,
              {
                ...page({ other: gone }),
                messages: [
                  { id: "m0", mine: false, body: null, createdAt: "2026-11-26T12:00:00.000Z" },
                ],
                hasOlder: false,
              },
            ]
          : [200, { ...page({ other: gone }), hasOlder: true }],
      [`POST /api/conversations/${ID}/read`]: [204],
    });
    renderApp({ path: `/mensagens/${ID}`, user: client });
    expect(await screen.findByText(MESSAGE_MESSAGES.otherDeleted)).toBeVisible();
    expect(screen.getByRole("heading", { name: "Conta excluída" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Carregar anteriores" }));
    expect(await screen.findByText("Mensagem removida")).toBeVisible();
    expect(sent.map((r) => r.url)).toContain(`/api/conversations/${ID}/messages?before=m1`);
    const items = within(screen.getByRole("list", { name: "Mensagens" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Mensagem removida");
    expect(screen.queryByRole("button", { name: "Carregar anteriores" })).toBeNull();
  });

  it("lists no conversation with a hint for a client", async () => {
    stubApi({
      "GET /api/conversations": [200, []],
      "GET /api/conversations/unread": [200, { count: 0 }],
    });
    renderApp({ path: "/mensagens", user: client });
    expect(await screen.findByText("Nenhuma conversa ainda.")).toBeVisible();
    expect(
      screen.getByText("Encontre um profissional e envie uma mensagem pelo perfil."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Mensagens" })).toHaveAttribute("aria-current", "page");
  });
});
