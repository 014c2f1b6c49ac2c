import PDFDocument from "pdfkit";
import type { ReceiptText } from "./receipt-text";

/**
 * The receipt as a one-page A4 PDF (decision 0401), in pdfkit's standard Helvetica: its
 * WinAnsi encoding covers Portuguese (á â ã à ç é ê í ó ô õ ú ü, º ª) and nothing needs
 * embedding. A character outside it (a name in another script) would print as garbage, so
 * `toWinAnsi` writes it without its accents, or as "?".
 */

/** The characters WinAnsi (Windows-1252) holds beyond Latin-1, as pdfkit maps them. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const FOLDED: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", ı: "i", Ø: "O" };

const inWinAnsi = (c: string) => {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
};

export function toWinAnsi(text: string): string {
  return Array.from(text.normalize("NFC"), (c) => {
    if (inWinAnsi(c)) return c;
    if (/\s/.test(c)) return " ";
    // "ễ" → "ê" (one mark less) when that is in WinAnsi, else the bare letter.
    const marks = c.normalize("NFD");
    const lighter = marks.slice(0, -1).normalize("NFC");
    if (marks.length > 2 && inWinAnsi(lighter)) return lighter;
    const bare = FOLDED[c] ?? marks.replace(/\p{M}/gu, "");
    return bare && Array.from(bare).every(inWinAnsi) ? bare : "?";
  }).join("");
}

const MARGIN = 64;
const INK = "#0f172a";
const MUTED = "#475569";

export function receiptPdf(text: ReceiptText, issuedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: "Recibo", Creator: "Acolher", CreationDate: issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const write = (value: string, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(toWinAnsi(value), { width, ...options });

  doc.fillColor(INK).font("Helvetica-Bold").fontSize(22);
  write(text.title.toUpperCase(), { align: "center", characterSpacing: 2 });
  doc.moveDown(1.5).font("Helvetica").fontSize(12);
  write(text.declaration, { align: "justify", lineGap: 3 });
  doc.moveDown(1.2).fontSize(10.5);
  for (const [label, value] of text.fields) {
    doc.font("Helvetica-Bold");
    write(`${label}: `, { continued: true });
    doc.font("Helvetica");
    write(value, { lineGap: 2 });
  }
  doc.moveDown(2).fontSize(12);
  write(text.placeAndDate, { align: "right" });
  doc.moveDown(3.5);
  const lineY = doc.y;
  doc
    .moveTo(MARGIN + width / 4, lineY)
    .lineTo(MARGIN + (3 * width) / 4, lineY)
    .strokeColor(INK)
    .lineWidth(0.8)
    .stroke();
  doc.moveDown(0.4).fontSize(10.5);
  for (const line of text.signature) write(line, { align: "center" });
  doc.moveDown(3).fillColor(MUTED).fontSize(9);
  write(text.disclaimer, { align: "center" });
  doc.end();
  return done;
}
