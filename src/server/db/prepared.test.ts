import { setupTestApp } from "@server/test/app";
import { describe, expect, it } from "vitest";
import { MAX_PREPARED_SHAPES, preparedByShape } from "./prepared";

const t = setupTestApp();

describe("preparedByShape", () => {
  it("builds each shape once under a stable name, and past the cap builds unnamed every time", () => {
    const names: string[] = [];
    const query = preparedByShape("probe", (_db, shape: { n: number }, name) => {
      names.push(name);
      return { shape, name };
    });
    const first = query(t.db, { n: 0 });
    expect(query(t.db, { n: 0 })).toBe(first);
    expect(first.name).toMatch(/^probe_[0-9a-f]{16}$/);
    for (let n = 1; n < MAX_PREPARED_SHAPES; n++) query(t.db, { n });
    expect(new Set(names).size).toBe(MAX_PREPARED_SHAPES);
    const past = query(t.db, { n: MAX_PREPARED_SHAPES });
    expect(past.name).toBe("");
    expect(query(t.db, { n: MAX_PREPARED_SHAPES })).not.toBe(past);
    expect(query(t.db, { n: 1 }).name).toMatch(/^probe_/);
  });
});

describe("preparedByShape with kept shapes (decision 0178)", () => {
  it("prepares a kept shape by name even after other shapes filled the cap", () => {
    const kept = [{ n: -1 }, { n: -2 }];
    const query = preparedByShape(
      "kept",
      (_db, shape: { n: number }, name) => ({ shape, name }),
      kept,
    );
    for (let n = 0; n <= MAX_PREPARED_SHAPES; n++) query(t.db, { n });
    expect(query(t.db, { n: MAX_PREPARED_SHAPES }).name).toBe("");
    const first = query(t.db, { n: -1 });
    expect(first.name).toMatch(/^kept_[0-9a-f]{16}$/);
    expect(query(t.db, { n: -1 })).toBe(first);
    expect(query(t.db, { n: -2 }).name).toMatch(/^kept_/);
  });
});
