import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "../../test/import-graph";
import { screenTexts } from "../../test/screen-texts";

/**
 * Issue 29, item 3 (decision 0375): the screens speak Portuguese. 'Home', 'Dashboard', 'Email'
 * and 'Novo Post' were on screen; these words must not come back in any text the web app or the
 * domain gives a screen: JSX text, and string and template literals that read as words (with a
 * space, or capitalised) rather than as a key, an id or an address.
 */
const ENGLISH = [
  /\bHome\b/,
  /\bDashboard\b/i,
  /(?<![-\w/.@:#])e?mails?(?![-\w/@:]|\.\w)/i,
  /\bPosts?\b/,
  /(?<![/\w])posts?\b(?![-/])/,
];

const englishIn = (fileName: string, source: string) =>
  screenTexts(fileName, source)
    .filter(({ text }) => ENGLISH.some((word) => word.test(text)))
    .map(({ line, text }) => `${fileName}:${line}: ${text}`);

describe("Portuguese on screen", () => {
  it("finds the English words where they were (the check works)", () => {
    const planted = [
      'const NAV = [{ href: "/", label: "Home" }, { label: "Dashboard" }];',
      'const a = <Label htmlFor="email">Email</Label>;',
      "const b = <Button onClick={go}>Novo Post</Button>;",
      'const c = { note: "Clientes veem também seu email." };',
    ].join("\n");
    expect(englishIn("planted.tsx", planted)).toEqual([
      "planted.tsx:1: Home",
      "planted.tsx:1: Dashboard",
      "planted.tsx:2: Email",
      "planted.tsx:3: Novo Post",
      "planted.tsx:4: Clientes veem também seu email.",
    ]);
    const fine = [
      'const a = <Input id="email" type="email" autoComplete="email" {...register("email")} />;',
      'const b = <Label htmlFor="email">E-mail</Label>;',
      'const c = apiRequest("POST", "/api/user/email-preferences");',
      'const d = ["settings", "email-preferences"];',
    ].join("\n");
    expect(englishIn("fine.tsx", fine)).toEqual([]);
  });

  it("leaves them out of every text the web app and the domain give a screen", () => {
    const files = [
      ...sourceFiles(path.join(SRC, "web")),
      ...sourceFiles(path.join(SRC, "domain")),
    ].filter((file) => !file.includes(`${path.sep}test${path.sep}`));
    const found = files.flatMap((file) =>
      englishIn(path.relative(path.dirname(SRC), file), readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });
});
