import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "./import-graph";
import { screenTexts } from "./screen-texts";

/**
 * Issue 29, item 6 (decision 0380): one word per action. A professional answers a request with
 * 'Confirmar' or 'Recusar' on every screen, and the client reads "confirmou" / "recusou" in the
 * e-mail and the notification; 'Aprovar' and 'Rejeitar' (the agenda's words until then) and the
 * appointments screen's 'Cancelar' on a request named the same two answers. An admin's review
 * of a professional's register is another action and keeps its own words.
 */
const OTHER_WORDS = [/\baprov(ar|e|em|o|ad[oa]s?|aç(ão|ões))\b/i, /\brejeit\w*/i];

/** The admin's review of a register (its screens, messages and e-mails): another action. */
const REGISTER_REVIEW = [
  "web/features/admin/",
  "domain/contracts/admin.ts",
  "domain/verification-notice.ts",
  "server/notifications/templates/account.ts",
  "server/notifications/templates/verification.ts",
];
/**
 * SPEC §4's note a rejection stores ('Solicitação rejeitada pelo profissional'), never shown
 * (`givenReason`), and the register review's status on the professional's own profile.
 */
const KEPT = new Set(["Solicitação rejeitada pelo profissional", "Não aprovado"]);

const otherWordsIn = (fileName: string, source: string) =>
  screenTexts(fileName, source)
    .filter(({ text }) => !KEPT.has(text) && OTHER_WORDS.some((word) => word.test(text)))
    .map(({ line, text }) => `${fileName}:${line}: ${text}`);

describe("one word per action (decision 0380)", () => {
  it("finds the agenda's old words where they were (the check works)", () => {
    const planted = [
      'const a = <RequestAnswerActions approveLabel="Aprovar" rejectLabel="Rejeitar" />;',
      'const b = { title: "Série aprovada" };',
      "const c = <p>Quando você aprovar uma solicitação, ela aparecerá aqui.</p>;",
    ].join("\n");
    expect(otherWordsIn("planted.tsx", planted)).toEqual([
      "planted.tsx:1: Aprovar",
      "planted.tsx:1: Rejeitar",
      "planted.tsx:2: Série aprovada",
      "planted.tsx:3: Quando você aprovar uma solicitação, ela aparecerá aqui.",
    ]);
    const fine = [
      'const a = answer.mutate({ id, status: "approved" });',
      'const b = <Button aria-label="Confirmar: Clara">Confirmar</Button>;',
      'const c = { title: "Série confirmada", note: "Solicitação rejeitada pelo profissional" };',
    ].join("\n");
    expect(otherWordsIn("fine.tsx", fine)).toEqual([]);
  });

  it("the screens, e-mails and notifications about requests say 'Confirmar' and 'Recusar'", () => {
    const files = [
      ...sourceFiles(path.join(SRC, "web")),
      ...sourceFiles(path.join(SRC, "domain")),
      ...sourceFiles(path.join(SRC, "server/notifications/templates")),
    ]
      .map((file) => path.relative(SRC, file).split(path.sep).join("/"))
      .filter((file) => !file.startsWith("web/test/"))
      .filter((file) => !REGISTER_REVIEW.some((place) => file.startsWith(place)));
    const found = files.flatMap((file) =>
      otherWordsIn(file, readFileSync(path.join(SRC, file), "utf8")),
    );
    expect(found).toEqual([]);
  });
});
