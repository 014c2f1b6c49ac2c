import { vi } from "vitest";

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stands in for the network in jsdom: answers "METHOD /path" from `routes` (404 otherwise) and
 * records what the browser sent, so a test can check the request a user's click produced.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubFetch(routes: Record<string, [status: number, body: unknown]>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const [status, body] = routes[`${method} ${url}`] ?? [404, { message: "não encontrado" }];
      return new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}
