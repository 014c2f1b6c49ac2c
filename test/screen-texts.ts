import ts from "typescript";

/** Text shaped like something a person reads: several words, or a capitalised word. */
const readsAsWords = (text: string) => /\s/.test(text.trim()) || /^[A-ZÀ-Ú]/.test(text.trim());

/**
 * The literal texts of a source file a screen, an e-mail or a notification may show, with their
 * line numbers: JSX text, and string and template literals that read as words rather than as a
 * key, an id or an address. Comments and imports are left out.
 */
export function screenTexts(fileName: string, source: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const jsx = ts.isJsxText(node);
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node);
    if (jsx || literal) {
      const text = node.text;
      if (jsx ? text.trim() : readsAsWords(text)) {
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ line, text: text.trim() });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
