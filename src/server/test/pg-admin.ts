/** Migrated template databases, one per test run: acolher_tpl_<random>. */
export const TEMPLATE_PREFIX = "acolher_tpl_";

/** The same server, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Where CREATE/DROP DATABASE are issued: the database TEST_DATABASE_URL names. */
export const adminUrl = (url: string) => url;
