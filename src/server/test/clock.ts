/**
 * The tests' "now". By default the real clock; with TEST_CLOCK (an ISO instant, e.g.
 * `2026-12-28T02:30:00Z`, Sunday 23:30 in São Paulo) the whole run starts at that moment and
 * moves on from it at the real pace. Test apps get it as their clock (`setupTestApp`), and the
 * factories place appointments with it, so a weekday or time-zone bug fails on any day the
 * suite runs, not only on the day it bites (`npm run test:clock`, decision 0170).
 */
function offsetOf(pinned: string | undefined): number {
  if (!pinned) return 0;
  const at = Date.parse(pinned);
  if (Number.isNaN(at)) throw new Error(`TEST_CLOCK is not an ISO instant: ${pinned}`);
  return at - Date.now();
}

const offset = offsetOf(process.env.TEST_CLOCK);

export const testNow = (): Date => new Date(Date.now() + offset);
