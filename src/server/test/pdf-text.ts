import { execFileSync, spawnSync } from "node:child_process";

/**
 * Reading a PDF as an auditor would (issue 33, item 6; decision 0401): poppler's pdftotext and
 * pdfinfo, nothing of the library that wrote it.
 */

/** Whether pdftotext (Debian's poppler-utils) is on this machine. */
export const hasPdftotext = () => spawnSync("pdftotext", ["-v"]).status === 0;

/** Runs a poppler tool on the PDF given on its standard input ("-"). */
const poppler = (tool: string, args: string[], pdf: Buffer) =>
  execFileSync(tool, args, {
    input: pdf,
    encoding: "utf8",
    stdio: ["pipe", "pipe", "pipe"],
  });

/** The text of every page, in reading order, each run of white space one space. */
export const pdfText = (pdf: Buffer) =>
  poppler("pdftotext", ["-enc", "UTF-8", "-", "-"], pdf).replace(/\s+/g, " ").trim();

/** pdfinfo's fields ("Pages", "Page size", "Title"…). */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const lines = poppler("pdfinfo", ["-"], pdf).split("\n");
  return Object.fromEntries(
    lines.flatMap((line) => {
      const at = line.indexOf(":");
      return at > 0 ? [[line.slice(0, at).trim(), line.slice(at + 1).trim()]] : [];
    }),
  );
}
