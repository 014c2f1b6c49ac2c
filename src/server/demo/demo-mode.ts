import type { Database } from "@server/db/client";
import { users } from "@server/db/schema";
import { count, inArray, sql } from "drizzle-orm";
import { DEMO_ACCOUNTS } from "./accounts";
import { isDatabaseEmpty, isSeeded } from "./seed";

/**
 * DEMO_DATA decides when set. Unset: demo mode for the embedded database when it is empty (first
 * start) or already holds the demo data (every later start), so the sign-in page keeps showing
 * the demo accounts after a restart; never by default on PostgreSQL, nor in production
 * (NODE_ENV=production: only an explicit DEMO_DATA=on, decision 0181).
 */
export async function resolveDemoMode(
  database: Database,
  demoData: boolean | undefined,
  production = false,
) {
  if (demoData !== undefined) return demoData;
  if (production || database.kind !== "pglite") return false;
  return (await isDatabaseEmpty(database.db)) || (await isSeeded(database.db));
}

export interface DemoCheck {
  /** true: the server must not start; false: start, printing the message loudly. */
  refuse: boolean;
  message: string;
}

const EMAILS = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
const ACCOUNTS = EMAILS.join(", ");

async function holdsDemoAccounts(database: Database): Promise<boolean> {
  const [row] = await database.db
    .select({ n: count() })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, EMAILS));
  return (row?.n ?? 0) > 0;
}

/**
 * In production the demo accounts' passwords are public (README, the source, this message): a
 * server holding them must have been asked to (DEMO_DATA=on), and says so loudly at start.
 * Without it, a database that holds them (seeded by an earlier development start) is refused.
 */
export async function productionDemoCheck(
  database: Database,
  demoMode: boolean,
  production: boolean,
): Promise<DemoCheck | null> {
  if (!production) return null;
  if (demoMode) {
    return {
      refuse: false,
      message: [
        "!!! ATENÇÃO: NODE_ENV=production com DEMO_DATA=on: dados de demonstração ativos.",
        `!!! As contas de demonstração (${ACCOUNTS}) têm senhas públicas, inclusive a de admin.`,
        "!!! Use apenas para uma demonstração; nunca com dados reais.",
        "!!! WARNING: demo data in production (DEMO_DATA=on): the demo accounts, admin included, have public passwords.",
      ].join("\n"),
    };
  }
  if (!(await holdsDemoAccounts(database))) return null;
  return {
    refuse: true,
    message: [
      `O banco de dados contém as contas de demonstração (${ACCOUNTS}), com senhas públicas.`,
      "Em produção use um banco sem os dados de demonstração, ou defina DEMO_DATA=on para uma demonstração.",
      "The database holds the demo accounts (public passwords): use a database without demo data in production, or set DEMO_DATA=on for a demonstration.",
    ].join("\n"),
  };
}
