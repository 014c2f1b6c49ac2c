/**
 * CSV as a Brazilian spreadsheet opens it (decisions 0400, 0405): ';' between cells, a decimal
 * comma, CRLF lines, UTF-8 with a BOM (so accents read right). Written by hand: the quoting
 * rules are these few lines.
 */
export type CsvCell = string | number;

/**
 * One cell: a number with a decimal comma (two places at most); text quoted when it holds the
 * separator, a quote or a line break, and prefixed with an apostrophe when a spreadsheet would
 * read it as a formula (=, +, -, @, a tab or a carriage return; OWASP "CSV Injection"): names
 * are typed by people.
 */
export function csvCell(value: CsvCell): string {
  if (typeof value === "number") return String(Math.round(value * 100) / 100).replace(".", ",");
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const toCsv = (rows: CsvCell[][]) =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
