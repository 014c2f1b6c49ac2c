import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";

describe("a visitor's rendered page is served again for a while (decision 0356)", () => {
  it("keeps a page for its time, never with no time", () => {
    let now = 1_000;
    const kept = new PageCache(60_000, () => now);
    kept.put("/profissional/a-1", "<html>a</html>");
    expect(kept.body("/profissional/a-1", null)?.body).toBe("<html>a</html>");
    expect(kept.body("/profissional/b-2", null)?.body).toBeUndefined();
    now += 59_999;
    expect(kept.body("/profissional/a-1", null)?.body).toBe("<html>a</html>");
    now += 1;
    expect(kept.body("/profissional/a-1", null)?.body).toBeUndefined();
    const never = new PageCache(0, () => now);
    never.put("/profissional/a-1", "<html>a</html>");
    expect(never.body("/profissional/a-1", null)?.body).toBeUndefined();
  });

  it("clear() empties it, and a render begun before the clear is not kept after it", () => {
    const cache = new PageCache(60_000);
    cache.put("/profissional/a-1", "<html>a</html>");
    const begun = cache.mark();
    cache.clear();
    expect(cache.body("/profissional/a-1", null)).toBeUndefined();
    // A render that read the database before the ban finishes after the notice.
    cache.put("/profissional/a-1", "<html>a</html>", {}, begun);
    expect(cache.body("/profissional/a-1", null)).toBeUndefined();
    cache.put("/profissional/a-1", "<html>a2</html>", {}, cache.mark());
    expect(cache.body("/profissional/a-1", null)?.body).toBe("<html>a2</html>");
  });

  it("holds at most 2,000 pages, the oldest leaving first", () => {
    const cache = new PageCache(60_000);
    for (let i = 0; i <= 2000; i++) cache.put(`/profissional/x-${i}?q=${i}`, `${i}`);
    expect(cache.body("/profissional/x-0?q=0", null)?.body).toBeUndefined();
    expect(cache.body("/profissional/x-1?q=1", null)?.body).toBe("1");
    expect(cache.body("/profissional/x-2000?q=2000", null)?.body).toBe("2000");
  });

  it("asks for one background render per page, late in its life", () => {
    let now = 0;
    // The middle of the drawn share (between half and nine tenths of its life): 75%.
    const cache = new PageCache(
      60_000,
      () => now,
      () => 0.625,
    );
    cache.put("/p-1", "<html>1</html>");
    now = 44_999;
    expect(cache.claimRefresh("/p-1")).toBe(false);
    now = 45_000;
    expect(cache.claimRefresh("/p-1")).toBe(true);
    expect(cache.claimRefresh("/p-1")).toBe(false);
    // The new render starts the page's life again.
    cache.put("/p-1", "<html>2</html>");
    expect(cache.claimRefresh("/p-1")).toBe(false);
    expect(cache.claimRefresh("/unknown")).toBe(false);
  });

  it("sends small pages as they are and compresses a large one once per encoding", () => {
    const cache = new PageCache(60_000);
    cache.put("/small", "<html>a</html>");
    expect(cache.body("/small", "br")).toEqual({ body: "<html>a</html>", encoding: null });
    const large = `<html>${"Psicóloga em Pinheiros ".repeat(200)}</html>`;
    cache.put("/large", large);
    const br = cache.body("/large", "br")!;
    expect(br.encoding).toBe("br");
    expect(Buffer.isBuffer(br.body)).toBe(true);
    expect(cache.body("/large", "br")!.body).toBe(br.body);
    expect(cache.body("/large", null)).toEqual({ body: large, encoding: null });
  });

  it("spreads the background renders of pages rendered together over their lives", () => {
    let now = 0;
    const draws = [0, 0.5, 0.99];
    const cache = new PageCache(
      60_000,
      () => now,
      () => draws.shift()!,
    );
    for (const url of ["/p-1", "/p-2", "/p-3"]) cache.put(url, `<html>${url}</html>`);
    const due = (at: number) => {
      now = at;
      return ["/p-1", "/p-2", "/p-3"].filter((url) => cache.claimRefresh(url));
    };
    // Half, seven tenths and nearly nine tenths of its 60 s.
    expect(due(29_999)).toEqual([]);
    expect(due(30_000)).toEqual(["/p-1"]);
    expect(due(41_900)).toEqual([]);
    expect(due(42_100)).toEqual(["/p-2"]);
    expect(due(53_700)).toEqual([]);
    expect(due(53_800)).toEqual(["/p-3"]);
  });
});
