import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";

/** The channel the database's triggers notify when a public page must go (drizzle/0030). */
export const PAGES_GONE_CHANNEL = "acolher_public_pages_gone";

/**
 * Run inside a transaction: when it commits, every server process that listens empties its kept
 * visitors' pages (decision 0373). The notice reaches the listeners a moment after the commit.
 */
export const PAGES_GONE = sql.raw(`SELECT pg_notify('${PAGES_GONE_CHANNEL}', '')`);

/**
 * After such a commit, the process that made the change empties its own kept pages at once, so
 * the next visit it answers, even one sent before the notice arrives, shows the change (decision
 * 0387: a choice reaches the next visit at once). Other processes follow on the notice.
 */
export function forgetKeptPagesHere(req: FastifyRequest): void {
  req.server.forgetKeptPublicPages();
}

declare module "fastify" {
  interface FastifyInstance {
    /** Empties this process's kept visitors' pages (features/pages/kept-pages.ts). */
    forgetKeptPublicPages: () => void;
  }
}
