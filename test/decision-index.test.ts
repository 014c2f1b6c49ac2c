import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/README.md lists every record once, in number order, each row with its four
 * cells and a link to a file that exists (decision 0371).
 */
const DIR = path.join(import.meta.dirname, "../docs/decisions");
const records = readdirSync(DIR).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(path.join(DIR, "README.md"), "utf8");

/** A table row's cells; `\|` inside a cell is a literal bar, not a separator. */
const cellsOf = (row: string) =>
  row
    .replace(/\\\|/g, "\uE000")
    .split("|")
    .slice(1, -1)
    .map((cell) => cell.replace(/\uE000/g, "|").trim());

const rows = index
  .split("\n")
  .filter((line) => /^\| \[\d{4}\]/.test(line))
  .map((line) => ({ line, cells: cellsOf(line) }));

describe("the decision index", () => {
  it("has a row for every record and a record for every row", () => {
    const linked = rows.map((row) => /^\[\d{4}\]\(([^)]+)\)$/.exec(row.cells[0] ?? "")?.[1]);
    expect(linked.filter((file) => !file || !records.includes(file))).toEqual([]);
    expect(records.filter((file) => !linked.includes(file))).toEqual([]);
  });

  it("keeps every row to its four cells: number, title, status, one line", () => {
    const broken = rows.filter((row) => row.cells.length !== 4 || row.cells.some((c) => !c));
    expect(broken.map((row) => row.line.slice(0, 60))).toEqual([]);
  });

  it("lists the records in number order, each once", () => {
    const numbers = rows.map((row) => row.cells[0]!.slice(1, 5));
    const outOfOrder = numbers.filter((n, i) => i > 0 && n <= numbers[i - 1]!);
    expect(outOfOrder).toEqual([]);
  });

  it("links only to records that exist from the status column", () => {
    const missing = rows.flatMap((row) =>
      [...(row.cells[2] ?? "").matchAll(/\]\(([^)]+)\)/g)]
        .map((m) => m[1]!)
        .filter((file) => !records.includes(file)),
    );
    expect(missing).toEqual([]);
  });
});
