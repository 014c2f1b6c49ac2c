import type { FastifyInstance } from "fastify";
import type { Job } from "./index";

/** Pages asked for in one read of those without a current stored copy. */
const PAGES_PER_ROUND = 100;
/** A run stops after this long (the next tick goes on), so stopping never waits long. */
const RUN_BUDGET_MS = 5_000;

/**
 * Renders the public pages that have no current stored copy (decision 0369): after a change to
 * a profile, a new verification, or a deploy, pages are rendered again before visitors ask.
 * One run at a time in this process; the job runner keeps it to one process of several.
 */
export function publicPagesJob(app: FastifyInstance): Job {
  let running = false;
  // The first runs read every profile (pages never rendered, or by another build); once they
  // find none due, only the pages a change cleared (an index of them): a look every second
  // costs nothing, where reading every profile costs about 0.1 s of the database at 100,000.
  let everywhere = true;
  return {
    name: "render-public-pages",
    // Ticks every second: a run lasts up to RUN_BUDGET_MS while pages are due, and a tick that
    // finds it still going skips.
    everyMs: 1_000,
    ownTransactions: true,
    async run() {
      if (running) return 0;
      running = true;
      try {
        const until = performance.now() + RUN_BUDGET_MS;
        let rendered = 0;
        while (performance.now() < until) {
          const round = await app.renderStalePublicPages(PAGES_PER_ROUND, everywhere);
          rendered += round;
          if (round < PAGES_PER_ROUND) {
            everywhere = false;
            break;
          }
        }
        return rendered;
      } finally {
        running = false;
      }
    },
  };
}
