import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { Toaster } from "@web/components/ui/toaster";
import { createQueryClient } from "@web/lib/query-client";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";

/** Read-only answers by path ("GET /api/x" → body, or a function of the URL); else a 404. */
export type Answers = Record<string, unknown>;

/**
 * Answers the page's GET requests with fixed JSON. Only read data is faked here: business rules
 * are the server's and are checked by the API tests and the browser journeys.
 */
export function answerFetch(answers: Answers, pending: string[] = []) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${decodeURIComponent(url.pathname)}`;
    if (pending.includes(key)) return new Promise<Response>(() => {});
    if (!(key in answers)) return new Response("{}", { status: 404 });
    const answer = answers[key];
    return Response.json(typeof answer === "function" ? answer(url) : answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Radix measures elements; jsdom has no ResizeObserver. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export function renderAt(path: string, ui: ReactNode) {
  vi.stubGlobal("ResizeObserver", NoopResizeObserver);
  const location = memoryLocation({ path, record: true });
  const utils = render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, location };
}
