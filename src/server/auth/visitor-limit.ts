import { AppError } from "@server/errors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { networkOf } from "./rate-limit";

/** Requests a visitor's network may make to the public reads per minute (decision 0321). */
export const VISITOR_REQUESTS_PER_MINUTE = 120;
export const VISITOR_RATE_LIMITED_MESSAGE =
  "Muitas buscas em pouco tempo a partir desta rede. Aguarde um minuto e tente novamente.";
const WINDOW_MS = 60_000;
/** Past this many networks, the windows that ended are swept (memory stays bounded). */
const SWEEP_AT = 10_000;

interface Window {
  start: number;
  count: number;
}

/** One table per app (tests build many apps in one process). */
const windowsByApp = new WeakMap<FastifyInstance, Map<string, Window>>();

/**
 * Counts a public read by a visitor (nobody signed in) against their network: at most
 * VISITOR_REQUESTS_PER_MINUTE per clock minute, then 429 until the minute ends. Kept in the
 * process's memory, not the database: a visitor's read writes nothing (decision 0321).
 * Signed-in callers are not counted.
 */
export function limitVisitor(req: FastifyRequest, signedIn: boolean, now: Date): void {
  if (signedIn) return;
  let windows = windowsByApp.get(req.server);
  if (!windows) {
    windows = new Map();
    windowsByApp.set(req.server, windows);
  }
  const start = Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS;
  const key = networkOf(req.ip);
  const current = windows.get(key);
  if (!current || current.start !== start) {
    if (windows.size >= SWEEP_AT) sweep(windows, start);
    windows.set(key, { start, count: 1 });
    return;
  }
  current.count += 1;
  if (current.count > VISITOR_REQUESTS_PER_MINUTE) {
    throw new AppError("too_many_requests", VISITOR_RATE_LIMITED_MESSAGE);
  }
}

function sweep(windows: Map<string, Window>, start: number): void {
  for (const [key, window] of windows) if (window.start !== start) windows.delete(key);
}
