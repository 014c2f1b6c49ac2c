import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "../../test/import-graph";

/**
 * Promote, don't copy (decision 0179): a helper, constant or component the web app and the
 * domain export lives in one file. Two exports of the same value name are a copy (the CPF mask,
 * the role labels and the weekday names each had two) or two different things under one name
 * (two `CardTitle`s); either way a reader can't tell which one a file means. And what the domain
 * exports is not exported again by the server (the demo's own `serviceDescription`).
 * Types are left out: a contract's `AdminUsersPage` type and the page component of that name
 * are one thing seen from two sides.
 */

/** Same name by design: `app/auth-screens.ts` wraps each auth page in a lazy loader. */
const LAZY_WRAPPERS = [
  "RegisterPage",
  "SignInPage",
  "SignUpPage",
  "ForgotPasswordPage",
  "ResetPasswordPage",
];
const ALLOWED = new Set(LAZY_WRAPPERS);

const rel = (file: string) => path.relative(path.dirname(SRC), file);

/** name -> the files that export a value (function, const, class) of that name. */
function valueExports(files: string[]): Map<string, string[]> {
  const homes = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/^export\s+(?:async\s+)?(?:function|const|class)\s+(\w+)/gm)) {
      homes.set(m[1]!, [...(homes.get(m[1]!) ?? []), rel(file)]);
    }
  }
  return homes;
}

const copies = (homes: Map<string, string[]>) =>
  [...homes].filter(([name, files]) => files.length > 1 && !ALLOWED.has(name));

describe("one home per exported helper", () => {
  const web = sourceFiles(path.join(SRC, "web"));
  const domain = sourceFiles(path.join(SRC, "domain"));

  it("the web app and the domain export each value name from one file", () => {
    expect(copies(valueExports([...web, ...domain]))).toEqual([]);
  });

  it("the server does not export a value the domain exports", () => {
    const domainNames = new Set(valueExports(domain).keys());
    const server = valueExports(sourceFiles(path.join(SRC, "server")));
    expect([...server].filter(([name]) => domainNames.has(name))).toEqual([]);
  });

  it("sees a planted copy", () => {
    const homes = new Map([
      ["maskCpf", ["src/web/lib/format.ts", "src/web/features/profile/lib/cpf-mask.ts"]],
      ["SignInPage", ["src/web/app/auth-screens.ts", "src/web/features/auth/pages/x.tsx"]],
    ]);
    expect(copies(homes).map(([name]) => name)).toEqual(["maskCpf"]);
  });
});
