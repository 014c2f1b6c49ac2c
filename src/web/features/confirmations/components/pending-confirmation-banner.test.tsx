import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "@testing-library/react";
import { confirmationsKeys } from "@web/lib/query-keys";
import { makeConfirmation } from "@web/test/fixtures";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PendingConfirmationBanner } from "./pending-confirmation-banner";

/**
 * The client home comes rendered by the server (decision 0415) and its code after the first
 * paint (decision 0416): "Confirmar Realização" must not be a button that swallows a click
 * before React holds the page.
 */
describe("the pending-confirmation banner rendered by the server", () => {
  it("is disabled in the server's HTML and enabled once React has taken the page over", async () => {
    const awaiting = makeConfirmation({ professionalConfirmed: true });
    const seeded = () => {
      const client = new QueryClient();
      client.setQueryData(confirmationsKeys.list(), [awaiting]);
      return (
        <QueryClientProvider client={client}>
          <PendingConfirmationBanner onConfirmed={() => {}} />
        </QueryClientProvider>
      );
    };
    const html = renderToString(seeded());
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const button = () => container.querySelector("button")!;
    expect(button().textContent).toBe("Confirmar Realização");
    expect(button().disabled).toBe(true);
    await act(async () => {
      hydrateRoot(container, seeded());
    });
    expect(button().disabled).toBe(false);
    container.remove();
  });
});
