import type { NotificationItem } from "@domain/contracts/notifications";
import { focusManager } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { beforeAll, describe, expect, it, vi } from "vitest";

const admin = makeCurrentUser({ role: "admin", firstName: "Ana" });
const client = makeCurrentUser({ role: "client" });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const entry = (over: Partial<NotificationItem>): NotificationItem => ({
  id: crypto.randomUUID(),
  kind: "booking_requested",
  title: "Você tem uma nova solicitação de agendamento",
  detail: null,
  link: "/admin/users",
  createdAt: minutesAgo(5),
  read: false,
  ...over,
});

beforeAll(() => import("@web/app/areas/admin-area"), 30_000);
beforeAll(() => import("@web/app/areas/client-area"), 30_000);
beforeAll(() => void vi.spyOn(window, "scrollTo").mockImplementation(() => {}));

/** A server whose unread count follows what the page marks read. */
function server(items: NotificationItem[], nextCursor: string | null = null) {
  let unread = items.filter((n) => !n.read).length;
  const sent = stubApi({
    "GET /api/notifications/unread-count": () => [200, { count: unread }],
    "GET /api/notifications": (url) =>
      nextCursor && url.searchParams.get("before") === nextCursor
        ? [200, { items: [entry({ createdAt: minutesAgo(3000) })], nextCursor: null }]
        : [200, { items, nextCursor }],
    "POST /api/notifications/read-all": () => {
      unread = 0;
      items = items.map((n) => ({ ...n, read: true }));
      return [200, { ok: true }];
    },
  });
  return { sent, setUnread: (n: number) => (unread = n) };
}

const bell = (name: string | RegExp) => screen.findByRole("link", { name });

describe("the bell in the top bar", () => {
  it("carries the unread count in its name and badge, '9+' above 9, no badge at 0", async () => {
    const { setUnread } = server([]);
    setUnread(3);
    renderApp({ path: "/admin/reports", user: admin });
    const link = await bell("Notificações (3 não lidas)");
    expect(link).toHaveAttribute("href", "/notificacoes");
    expect(within(link).getByTestId("notification-badge")).toHaveTextContent("3");

    setUnread(12);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    const many = await bell("Notificações (12 não lidas)");
    expect(within(many).getByTestId("notification-badge")).toHaveTextContent("9+");

    setUnread(0);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    const none = await bell("Notificações");
    expect(within(none).queryByTestId("notification-badge")).not.toBeInTheDocument();
    focusManager.setFocused(undefined);
  });

  it("hears at once when another tab of the browser marks something read", async () => {
    const { setUnread } = server([]);
    setUnread(2);
    renderApp({ path: "/admin/reports", user: admin });
    await bell("Notificações (2 não lidas)");
    setUnread(0);
    const otherTab = new BroadcastChannel("acolher:notificacoes");
    otherTab.postMessage("read");
    otherTab.close();
    await bell("Notificações");
  });
});

describe("/notificacoes", () => {
  it("lists entries newest first, unread marked, with pt-BR relative and absolute dates", async () => {
    const old = new Date(2025, 10, 27, 14, 0).toISOString();
    server([
      entry({ title: "Você tem uma nova solicitação de agendamento", createdAt: minutesAgo(5) }),
      entry({ title: "Sua solicitação foi aprovada", createdAt: old, read: true }),
    ]);
    renderApp({ path: "/notificacoes", user: client });
    const list = await screen.findByRole("list", { name: "Notificações" });
    const [first, second] = within(list).getAllByRole("link");
    expect(first).toHaveAccessibleName(
      "Não lida: Você tem uma nova solicitação de agendamento, há 5 minutos",
    );
    expect(first).toHaveTextContent("há 5 minutos");
    expect(second).toHaveAccessibleName("Sua solicitação foi aprovada, 27/11/2025 às 14:00");
    expect(second).toHaveTextContent("27/11/2025 às 14:00");
    expect(screen.getByRole("heading", { name: "Notificações" })).toBeVisible();
  });

  it("says who and when under each title; an entry from before that shows its title alone", async () => {
    const cancelled = "Um agendamento foi cancelado";
    server([
      entry({ title: cancelled, detail: "Ana cancelou a sessão de 27/11/2026 às 14:00." }),
      entry({ title: cancelled, detail: "Bruno cancelou a solicitação de 02/12/2026 às 09:30." }),
      entry({ title: cancelled, createdAt: minutesAgo(90), read: true }),
    ]);
    renderApp({ path: "/notificacoes", user: client });
    const list = await screen.findByRole("list", { name: "Notificações" });
    const [ana, bruno, old] = within(list).getAllByRole("link");
    expect(ana).toHaveTextContent("Ana cancelou a sessão de 27/11/2026 às 14:00.");
    expect(ana).toHaveAccessibleName(
      "Não lida: Um agendamento foi cancelado. Ana cancelou a sessão de 27/11/2026 às 14:00, há 5 minutos",
    );
    expect(bruno).toHaveTextContent("Bruno cancelou a solicitação de 02/12/2026 às 09:30.");
    expect(old).toHaveTextContent(/^Um agendamento foi canceladohá 1 hora$/);
    expect(old).toHaveAccessibleName("Um agendamento foi cancelado, há 1 hora");
  });

  it("'Marcar todas como lidas' marks them read and empties the bell", async () => {
    const { sent } = server([entry({}), entry({ createdAt: minutesAgo(90) })]);
    const otherTab = new BroadcastChannel("acolher:notificacoes");
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    const user = userEvent.setup();
    renderApp({ path: "/notificacoes", user: client });
    await bell("Notificações (2 não lidas)");
    await user.click(await screen.findByRole("button", { name: "Marcar todas como lidas" }));
    await bell("Notificações");
    const list = screen.getByRole("list", { name: "Notificações" });
    await waitFor(() => expect(within(list).queryByText(/Não lida/)).not.toBeInTheDocument());
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", url: "/api/notifications/read-all", body: undefined },
    ]);
    await waitFor(() => expect(heard).toEqual(["read"]));
    otherTab.close();
  });

  it("opening an entry marks it read and goes to what it is about", async () => {
    const one = entry({ link: "/appointments" });
    const { sent } = server([one]);
    const user = userEvent.setup();
    const { location } = renderApp({ path: "/notificacoes", user: client });
    const list = await screen.findByRole("list", { name: "Notificações" });
    await user.click(within(list).getByRole("link"));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/appointments"));
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      { method: "POST", url: `/api/notifications/${one.id}/read`, body: undefined },
    ]);
  });

  it("'Carregar mais' asks for older ones with the cursor and adds them below", async () => {
    const { sent } = server([entry({})], "cursor-1");
    const user = userEvent.setup();
    renderApp({ path: "/notificacoes", user: client });
    await user.click(await screen.findByRole("button", { name: "Carregar mais" }));
    const list = screen.getByRole("list", { name: "Notificações" });
    await waitFor(() => expect(within(list).getAllByRole("link")).toHaveLength(2));
    expect(sent.map((r) => r.url)).toContain("/api/notifications?before=cursor-1");
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
  });

  // Issue 34 (decision 0406): messages have no notification each; their count leads to them.
  it("leads a client with unread messages to /mensagens", async () => {
    stubApi({
      "GET /api/notifications/unread-count": [200, { count: 0 }],
      "GET /api/notifications": [200, { items: [], nextCursor: null }],
      "GET /api/conversations/unread": [200, { count: 3 }],
    });
    renderApp({ path: "/notificacoes", user: client });
    const line = await screen.findByRole("link", { name: "3 mensagens não lidas" });
    expect(line).toHaveAttribute("href", "/mensagens");
  });

  it("says so when there is nothing yet", async () => {
    server([]);
    renderApp({ path: "/notificacoes", user: admin });
    expect(await screen.findByText("Nenhuma notificação por enquanto.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Marcar todas como lidas" })).toBeNull();
  });
});
