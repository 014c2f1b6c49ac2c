import { act, screen } from "@testing-library/react";
import { FakeWebSocket } from "@web/test/fake-websocket";
import { renderApp } from "@web/test/render";
import { stubApi } from "@web/test/stub-api";
import { makeCurrentUser } from "@web/test/users";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MessagesLink } from "./messages-link";

// Issue 34 (decision 0406): the top bar's count polls every 30 s only while the live socket is down.
const client = makeCurrentUser({ role: "client" });

function render(counts: number[]) {
  let asked = 0;
  const sent = stubApi({
    "GET /api/conversations/unread": () => [
      200,
      { count: counts[Math.min(asked++, counts.length - 1)] },
    ],
  });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  renderApp({ user: client, ui: <MessagesLink /> });
  const reads = () => sent.filter((r) => r.url === "/api/conversations/unread").length;
  return { reads };
}
afterEach(() => vi.useRealTimers());

describe("MessagesLink", () => {
  it("polls the unread count every 30 s while the live socket cannot connect", async () => {
    const { reads } = render([1, 2]);
    await vi.waitFor(() =>
      expect(screen.getByRole("link", { name: "Mensagens, 1 não lida" })).toHaveAttribute(
        "href",
        "/mensagens",
      ),
    );
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reads()).toBe(2);
    await vi.waitFor(() =>
      expect(screen.getByRole("link", { name: "Mensagens, 2 não lidas" })).toBeVisible(),
    );
  });

  it("stops polling once the live socket is open", async () => {
    const { reads } = render([0]);
    await vi.waitFor(() => expect(reads()).toBe(1));
    expect(screen.getByRole("link", { name: "Mensagens" })).toBeVisible();
    act(() => FakeWebSocket.last()!.open());
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(reads()).toBe(1);
  });
});
