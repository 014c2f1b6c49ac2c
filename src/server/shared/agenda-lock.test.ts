import { describe, expect, it } from "vitest";
import { nextFreeUnaffected } from "./agenda-lock";

// Decision 0311: a booking skips the next-free refresh only when it provably leaves it.
const at = (hhmm: string) => new Date(`2026-12-03T${hhmm}:00-03:00`);
const taken = { startsAt: at("10:00"), endsAt: at("11:00") };
const instant = at("08:00");

describe("nextFreeUnaffected", () => {
  it("keeps a next free slot that ends before or starts after the taken time", () => {
    expect(nextFreeUnaffected(at("09:00"), 60, taken, instant)).toBe(true);
    expect(nextFreeUnaffected(at("11:00"), 60, taken, instant)).toBe(true);
  });

  it("refreshes when the taken time overlaps it, even partly", () => {
    expect(nextFreeUnaffected(at("10:00"), 60, taken, instant)).toBe(false);
    expect(nextFreeUnaffected(at("09:30"), 60, taken, instant)).toBe(false);
    expect(nextFreeUnaffected(at("10:30"), 30, taken, instant)).toBe(false);
  });

  it("refreshes when there is none kept, or the kept one has already started", () => {
    expect(nextFreeUnaffected(null, 60, taken, instant)).toBe(false);
    expect(nextFreeUnaffected(at("08:00"), 60, taken, instant)).toBe(false);
    expect(nextFreeUnaffected(at("07:00"), 60, taken, at("08:00"))).toBe(false);
  });
});
