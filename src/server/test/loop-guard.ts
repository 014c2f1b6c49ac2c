/**
 * A bound for loops in tests (paging, polling): call the guard once per turn; the turn after
 * `max` throws, so a paging bug fails its test instead of hanging the file forever.
 */
export function loopGuard(max: number, what: string): () => void {
  let turns = 0;
  return () => {
    turns++;
    if (turns > max) throw new Error(`${what}: more than ${max} turns (a paging or waiting bug?)`);
  };
}
