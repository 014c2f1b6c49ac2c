import { errorResponse } from "@domain/contracts/common";

export interface ApiErrorDetails {
  status: number | null;
  message: string | null;
  fieldErrors: Record<string, string[]>;
}

/** Reads "<status>: <body>" (lib/api.ts) back into the server's { message, fieldErrors }. */
export function apiErrorDetails(error: unknown): ApiErrorDetails {
  const text = error instanceof Error ? error.message : "";
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { status: null, message: null, fieldErrors: {} };
  let body: unknown = null;
  try {
    body = JSON.parse(match[2]!);
  } catch {
    // a plain-text body carries no message of ours
  }
  const parsed = errorResponse.safeParse(body);
  return {
    status: Number(match[1]),
    message: parsed.success ? parsed.data.message : null,
    fieldErrors: parsed.success ? (parsed.data.fieldErrors ?? {}) : {},
  };
}
