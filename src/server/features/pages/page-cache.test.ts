import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";

describe("a visitor's rendered page is served again for a while (decision 0356)", () => {
  it("keeps a page for its time, never with no time", async () => {
    const kept = new PageCache(60_000);
    kept.put("/profissional/a-1", "<html>a</html>");
    expect(kept.get("/profissional/a-1")).toBe("<html>a</html>");
    expect(kept.get("/profissional/b-2")).toBeUndefined();
    const never = new PageCache(0);
    never.put("/profissional/a-1", "<html>a</html>");
    expect(never.get("/profissional/a-1")).toBeUndefined();
    const brief = new PageCache(1);
    brief.put("/profissional/a-1", "<html>a</html>");
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(brief.get("/profissional/a-1")).toBeUndefined();
  });

  it("holds at most 2,000 pages, the oldest leaving first", () => {
    const cache = new PageCache(60_000);
    for (let i = 0; i <= 2000; i++) cache.put(`/profissional/x-${i}?q=${i}`, `${i}`);
    expect(cache.get("/profissional/x-0?q=0")).toBeUndefined();
    expect(cache.get("/profissional/x-1?q=1")).toBe("1");
    expect(cache.get("/profissional/x-2000?q=2000")).toBe("2000");
  });
});
