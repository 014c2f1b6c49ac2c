/**
 * The journeys' accessibility check itself (e2e/fixtures/a11y.ts): it fails on a serious
 * violation, also on a second check of the same page, where axe-core is already injected and
 * is not injected again, and the rules it leaves out are only those that can never fail it
 * (decision 0371).
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, rulesThatCannotBlock } from "./fixtures/a11y";
import { launchBrowser, skipWithoutBrowser } from "./fixtures/browser";

describe.skipIf(skipWithoutBrowser)("the accessibility check", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it("fails on an image without text and a button without a name, on every check", async () => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html lang="pt-BR"><head><title>t</title></head>
      <body><main><h1>Teste</h1><p>Tudo certo.</p></main></body></html>`);
    await expectAccessible(page, "página correta");
    await page.evaluate(() => {
      document
        .querySelector("main")!
        .insertAdjacentHTML(
          "beforeend",
          `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button>`,
        );
    });
    const failure = await expectAccessible(page, "página com falhas").catch((e: Error) => e);
    expect(String(failure)).toMatch(/image-alt/);
    expect(String(failure)).toMatch(/button-name/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(expectAccessible(page, "a 390px")).rejects.toThrow(/image-alt/);
    await page.close();
  });

  it("skips only rules that can never block: never one of those that can", async () => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html lang="pt-BR"><head><title>t</title></head>
      <body><main><h1>Teste</h1></main></body></html>`);
    await expectAccessible(page, "página correta");
    const skipped = await rulesThatCannotBlock(page);
    expect(skipped).toContain("region");
    for (const rule of ["image-alt", "button-name", "color-contrast", "label", "link-name"])
      expect(skipped).not.toContain(rule);
    // A contrast failure (serious) still fails the check.
    await page.evaluate(() => {
      document
        .querySelector("main")!
        .insertAdjacentHTML(
          "beforeend",
          `<p style="color:#eee;background:#fff">quase invisível</p>`,
        );
    });
    await expect(expectAccessible(page, "contraste")).rejects.toThrow(/color-contrast/);
    await page.close();
  });
});
