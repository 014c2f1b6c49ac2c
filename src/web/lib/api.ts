// Type-only: the contracts' zod schemas stay out of the first page's bundle (decision 0013).
import type { ErrorCode, errorResponseSchema } from "@domain/contracts/common";
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ErrorBody = z.output<typeof errorResponseSchema>;

/**
 * Every non-OK answer. `message` is the spec's "<status>: <body text or status text>" (SPEC §8);
 * `body` is the server's `{ code, message, fieldErrors }` when the answer was ours.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly code: ErrorCode | null;
  readonly fieldErrors: Record<string, string[]>;

  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.code = body?.code ?? null;
    this.fieldErrors = body?.fieldErrors ?? {};
  }
}

function errorBodyOf(text: string): ErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { code, message } = value as Partial<ErrorBody>;
    return typeof code === "string" && typeof message === "string" ? (value as ErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * The web app's only `fetch`: JSON in and out, cookies included. The body is always read, on a
 * 401 or a 204 too: a response left unread keeps its request open in Chromium, so the page
 * never reaches network idle.
 */
export async function apiRequest<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, errorBodyOf(text), text || res.statusText);
  if (text === "") return undefined as T;
  const json = (res.headers.get("content-type") ?? "").includes("application/json");
  return (json ? JSON.parse(text) : text) as T;
}

/** An answer of the API (with that status, when given), as opposed to a network failure. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The server's Portuguese message for a toast, or `fallback` when it sent none. */
export function serverMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.body?.message) || fallback;
}
