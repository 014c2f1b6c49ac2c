import { brotliDecompressSync } from "node:zlib";
import { COMPRESSION_THRESHOLD, compressPayload, type Encoding } from "@server/http/compression";

/** Pages kept per process; the oldest go first past this many (a bound on odd query strings). */
const MAX_PAGES = 2000;

/**
 * Past a share of its life drawn between these two, a page asked for is rendered again in the
 * background. Drawn per page: pages rendered in the same second (a crawler's visit, a warm-up)
 * do not all come due in the same second, which would render them all at once.
 */
const REFRESH_FROM = 0.5;
const REFRESH_TO = 0.9;

interface Page {
  /** Null for a page kept only compressed (a stored page, decision 0369) until asked otherwise. */
  html: string | null;
  /** Its compressed forms, made on first demand and kept with it. */
  encoded: Partial<Record<Encoding, Buffer>>;
  /** When a request for it asks for the background render. */
  refreshAt: number;
  until: number;
  refreshing: boolean;
}

/**
 * A visitor's rendered public page, served again for a short while (decision 0356): rendering a
 * profile costs milliseconds of CPU, reading it from here microseconds. A page asked for late in
 * its life is rendered again behind the answer (`claimRefresh`), so a page people keep opening
 * never falls out; one nobody asks for leaves at its time, so no copy is older than the time.
 */
export class PageCache {
  private readonly pages = new Map<string, Page>();
  /** Counts `clear`s: a render begun before one is not kept after it (`put`'s `since`). */
  private clears = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {}

  /** The page's bytes as this encoding sends them (compressed once, then kept). */
  body(
    url: string,
    encoding: Encoding | null,
  ): { body: string | Buffer; encoding: Encoding | null } | undefined {
    const page = this.page(url);
    if (!page) return undefined;
    const kept = encoding ? page.encoded[encoding] : undefined;
    if (kept) return { body: kept, encoding };
    page.html ??= brotliDecompressSync(page.encoded.br!).toString("utf8");
    if (!encoding || Buffer.byteLength(page.html) < COMPRESSION_THRESHOLD) {
      return { body: page.html, encoding: null };
    }
    const encoded = compressPayload(encoding, page.html);
    page.encoded[encoding] = encoded;
    return { body: encoded, encoding };
  }

  /** True once per page late in its life: the caller renders it again. */
  claimRefresh(url: string): boolean {
    const page = this.page(url);
    if (!page || page.refreshing) return false;
    if (this.now() < page.refreshAt) return false;
    page.refreshing = true;
    return true;
  }

  /** Where a render begins: `put` with it keeps the page only if no `clear` came since. */
  mark(): number {
    return this.clears;
  }

  /** Every page leaves at once (a professional's page stopped being public, decision 0373). */
  clear(): void {
    this.clears++;
    this.pages.clear();
  }

  /**
   * Keeps a page: its HTML, or only its brotli form (then `encoded.br` is required). `since`,
   * the `mark` taken when its render began: a page read before a `clear` is not kept.
   */
  put(
    url: string,
    html: string | null,
    encoded: Partial<Record<Encoding, Buffer>> = {},
    since = this.clears,
  ): void {
    if (this.ttlMs <= 0 || since !== this.clears) return;
    this.pages.delete(url);
    const now = this.now();
    this.pages.set(url, {
      html,
      encoded: { ...encoded },
      refreshAt: now + this.ttlMs * (REFRESH_FROM + (REFRESH_TO - REFRESH_FROM) * this.random()),
      until: now + this.ttlMs,
      refreshing: false,
    });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
  }

  private page(url: string): Page | undefined {
    const page = this.pages.get(url);
    if (!page) return undefined;
    if (page.until > this.now()) return page;
    this.pages.delete(url);
    return undefined;
  }
}
