/** Pages kept per process; the oldest go first past this many (a bound on odd query strings). */
const MAX_PAGES = 2000;

/**
 * A visitor's rendered public page, served again for a short while (decision 0356): rendering a
 * profile costs milliseconds of CPU, reading it from here microseconds.
 */
export class PageCache {
  private readonly pages = new Map<string, { html: string; until: number }>();

  constructor(private readonly ttlMs: number) {}

  get(url: string): string | undefined {
    const page = this.pages.get(url);
    if (!page) return undefined;
    if (page.until > Date.now()) return page.html;
    this.pages.delete(url);
    return undefined;
  }

  put(url: string, html: string): void {
    if (this.ttlMs <= 0) return;
    this.pages.delete(url);
    this.pages.set(url, { html, until: Date.now() + this.ttlMs });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
  }
}
