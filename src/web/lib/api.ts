import { LOGIN_REDIRECT_DELAY_MS } from "@domain/constants";

/** SPEC §8: a non-OK response is an error whose message is "<status>: <body text or status text>". */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** Every call of the web app: JSON in and out, cookies included. */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  return (type.includes("application/json") ? await res.json() : await res.text()) as T;
}

/** SPEC §6: an error whose message contains '401' or 'Unauthorized' means signed out. */
export function isUnauthorizedError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /401|Unauthorized/.test(message);
}

/** The server's Portuguese message inside an apiRequest error, for toasts. */
export function serverMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : "";
  const body = message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === "string" && parsed.message) return parsed.message;
  } catch {
    // not JSON: fall through
  }
  return fallback;
}

type Toast = (t: { title: string; description?: string; variant?: "destructive" }) => void;

/**
 * SPEC §8 "Unauthorized on save": toast, then /api/login after 500 ms. Returns true when it
 * handled the error, so mutation onError handlers can stop there.
 */
export function handleUnauthorizedSave(error: unknown, toast: Toast): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({
    title: "Não autorizado",
    description: "Você foi desconectado. Redirecionando...",
    variant: "destructive",
  });
  setTimeout(() => {
    window.location.href = "/api/login";
  }, LOGIN_REDIRECT_DELAY_MS);
  return true;
}
