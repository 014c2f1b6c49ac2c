import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Our own modules' imports, read from their text (the import-rule tests, test/import-graph.ts,
 * and the stored pages' code hash, decision 0369): relative and aliased alike, resolved to a
 * path without its extension. Package imports are left out.
 */
export const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ALIASES: Record<string, string> = {
  "@web/": path.join(SRC, "web/"),
  "@server/": path.join(SRC, "server/"),
  "@domain/": path.join(SRC, "domain/"),
};

export interface Import {
  from: string;
  to: string;
  spec: string;
}

/** The imports of `text` written in `file`: static, re-exported, side-effect and dynamic. */
export function importsIn(file: string, text: string): Import[] {
  const specs = [...text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map(
    (m) => m[1]!,
  );
  return specs.flatMap((spec) => {
    const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
    if (alias)
      return [{ from: file, spec, to: path.join(ALIASES[alias]!, spec.slice(alias.length)) }];
    if (spec.startsWith("."))
      return [{ from: file, spec, to: path.resolve(path.dirname(file), spec) }];
    return [];
  });
}
