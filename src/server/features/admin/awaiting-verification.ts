import { professionalProfiles as p } from "@server/db/schema";
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";

/**
 * A professional an admin has to decide about: active with a complete profile, not verified,
 * not rejected since the last save (saving clears a rejection). Kept on the profile by the
 * search state's trigger (drizzle/0046) and read from its partial index; the search-state tests
 * compare it with the rule computed from the rows.
 */
export function isAwaitingVerification(): SQL {
  return sql`${p.awaitingVerification}`;
}
