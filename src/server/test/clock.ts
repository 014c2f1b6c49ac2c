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

/**
 * Read when first asked for each pinned instant, not when the module loads: a worker that runs
 * the clock projects' files (decision 0371) keeps this module between files.
 */
const offsets = new Map<string, number>();
function currentOffset(): number {
  const pinned = process.env.TEST_CLOCK ?? "";
  let offset = offsets.get(pinned);
  if (offset === undefined) {
    offset = offsetOf(pinned || undefined);
    offsets.set(pinned, offset);
  }
  return offset;
}

export const testNow = (): Date => new Date(Date.now() + currentOffset());
