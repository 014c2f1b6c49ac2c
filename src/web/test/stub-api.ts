import { vi } from "vitest";

/** An answer: status and JSON body (no body when left out). */
export type Answer = readonly [status: number, body?: unknown];

/** A route that never answers, to show a screen while it waits. */
export const NEVER = Symbol("never answers");

/** Answers by "METHOD /path" (decoded, query ignored): fixed, computed from the URL, or NEVER. */
export type Routes = Record<string, Answer | ((url: URL) => Answer) | typeof NEVER>;

export interface SentRequest {
  method: string;
  /** As the app asked for it, query included. */
  url: string;
  body: unknown;
}

const NOT_FOUND: Answer = [404, { code: "not_found", message: "Não encontrado" }];

/**
 * Stands in for the network in jsdom: answers from `routes` (404 otherwise) and records what
 * the app sent, in order, so a test can check the request a user's action produced. Only the
 * answers are faked: business rules are checked by the API tests and the browser journeys.
 */
export function stubApi(routes: Routes = {}): SentRequest[] {
  const sent: SentRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const parsed = new URL(url, "http://localhost");
    const route = routes[`${method} ${decodeURIComponent(parsed.pathname)}`] ?? NOT_FOUND;
    if (route === NEVER) return new Promise<Response>(() => {});
    const [status, body] = typeof route === "function" ? route(parsed) : route;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  };
  vi.stubGlobal("fetch", vi.fn(fetchStub));
  return sent;
}
