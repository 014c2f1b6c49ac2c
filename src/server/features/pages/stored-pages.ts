import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { profilePath } from "@domain/public-pages";
import type { Db } from "@server/db/client";
import { prepared } from "@server/db/prepared";
import { professionalProfiles as p, publicPageRenders as r, users } from "@server/db/schema";
import { titleFormOf } from "@server/shared/current-user";
import { importsIn, SRC } from "@server/shared/module-imports";
import { and, eq, isNull, or, sql } from "drizzle-orm";

/**
 * Decision 0369: a professional's public page is kept in the database, rendered, until what it
 * shows changes. A visitor's first visit of a page nobody opened lately is then one read of
 * the finished, compressed page, not the reads, React's render and the compression.
 */

/** The server's modules that write a profile page's bytes; what they import is followed. */
const PAGES = (file: string) => path.join(SRC, "server/features/pages", file);
/**
 * Modules whose own text counts but whose imports are not followed: how a page is routed,
 * rendered and kept (their imports reach the listing pages' search and the visitor limit).
 */
const NOT_FOLLOWED = new Set(
  ["page-routes.ts", "rendering.ts", "page-context.ts", "kept-pages.ts"].map(PAGES),
);
const PAGE_MODULES = [
  "find-profile-page.ts",
  "head.ts",
  "page-html.ts",
  ...["page-routes.ts", "rendering.ts", "page-context.ts", "kept-pages.ts"],
].map(PAGES);

/** An import's path as the file it names (`x` → x.ts, x.tsx or x/index.ts). */
const fileAt = (to: string) =>
  [to, `${to}.ts`, `${to}.tsx`, path.join(to, "index.ts")].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );

/**
 * The server's code that shapes a profile page (its reads, head, JSON-LD and HTML) with all it
 * imports, as paths under src/.
 */
export function pageCodeFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (NOT_FOLLOWED.has(file)) return;
    for (const { to } of importsIn(file, readFileSync(file, "utf8"))) {
      const imported = fileAt(to);
      if (imported) visit(imported);
    }
  };
  for (const file of PAGE_MODULES) visit(file);
  return [...seen].map((file) => path.relative(SRC, file)).sort();
}

let sourceHash: string | undefined;

/**
 * That code hashed, once per process: a deploy that changes any of it renders every page again,
 * as a new web build does through the shell and the render entry. Code the page does not import
 * (bookings, the search) leaves the stored pages as they are.
 */
function serverCodeHash(): string {
  if (sourceHash) return sourceHash;
  const hash = createHash("sha1");
  for (const file of pageCodeFiles()) hash.update(file).update(readFileSync(path.join(SRC, file)));
  sourceHash = hash.digest("base64url");
  return sourceHash;
}

/**
 * What a stored page was rendered with besides its data: the web build (the shell names its
 * scripts and styles), the render entry, the server's code and the operator its footer names
 * (decision 0389). Pages of another build are rendered again, never sent.
 */
export function pageBuild(shell: unknown, ssrEntry: string | undefined, site?: unknown): string {
  let entry = "none";
  try {
    if (ssrEntry) entry = createHash("sha1").update(readFileSync(ssrEntry)).digest("base64url");
  } catch {}
  return createHash("sha1")
    .update(JSON.stringify(shell))
    .update(entry)
    .update(serverCodeHash())
    .update(JSON.stringify(site ?? null))
    .digest("base64url")
    .slice(0, 22);
}

/** The build and the origin the page's links and previews name. */
export const pageVariant = (build: string, origin: string) => `${build} ${origin}`;

const storedByNumber = prepared("public_page_stored", (db, name) =>
  db
    .select({ path: r.path, body: r.body })
    .from(p)
    .innerJoin(r, eq(r.professionalId, p.userId))
    .where(and(eq(p.publicNumber, sql.placeholder("n")), eq(r.variant, sql.placeholder("variant"))))
    .prepare(name),
);

/** The kept page of a public number for this variant, if it is current. */
export async function findStoredPage(
  db: Db,
  publicNumber: number,
  variant: string,
): Promise<{ path: string; body: Buffer } | null> {
  const [row] = await storedByNumber(db).execute({ n: publicNumber, variant });
  return row?.path && row.body ? { path: row.path, body: row.body } : null;
}

/**
 * Keeps a rendered page, unless what it shows changed since `version` was read (read in the
 * same statement as the page's profile, before its other reads): the triggers bump the version
 * in the transaction that changes anything on the page, and this write waits for such a
 * transaction and then finds another version. True when kept.
 */
export async function storeRenderedPage(
  db: Db,
  page: { professionalId: string; version: number; variant: string; path: string; body: Buffer },
): Promise<boolean> {
  const kept = await db
    .insert(r)
    .values(page)
    .onConflictDoUpdate({
      target: r.professionalId,
      set: {
        variant: sql`excluded.variant`,
        path: sql`excluded.path`,
        body: sql`excluded.body`,
      },
      setWhere: sql`${r.version} = excluded.version`,
    })
    .returning({ id: r.professionalId });
  return kept.length > 0;
}

/**
 * Public pages visitors may see that have no current render for this variant, at most `limit`:
 * their addresses, for the background render. `everywhere`: every profile is read (new rows,
 * another build's pages: once per process); otherwise only the pages a change cleared, read
 * from their partial index.
 */
export async function pagesToRender(
  db: Db,
  variant: string,
  limit: number,
  { everywhere = true } = {},
): Promise<string[]> {
  const visible = and(
    eq(p.isVerified, true),
    eq(users.role, "professional"),
    eq(users.isBanned, false),
    isNull(users.deletedAt),
  );
  const columns = {
    firstName: users.firstName,
    lastName: users.lastName,
    specialties: p.specialties,
    titleForm: p.titleForm,
    publicNumber: p.publicNumber,
  };
  const rows = everywhere
    ? await db
        .select(columns)
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .leftJoin(r, eq(r.professionalId, p.userId))
        .where(and(visible, or(isNull(r.variant), sql`${r.variant} <> ${variant}`)))
        .limit(limit)
    : await db
        .select(columns)
        .from(r)
        .innerJoin(p, eq(p.userId, r.professionalId))
        .innerJoin(users, eq(users.id, r.professionalId))
        .where(and(isNull(r.body), visible))
        .limit(limit);
  return rows.map((row) =>
    profilePath({
      firstName: row.firstName,
      lastName: row.lastName,
      publicNumber: row.publicNumber,
      professionalProfile: { specialties: row.specialties, titleForm: titleFormOf(row.titleForm) },
    }),
  );
}
