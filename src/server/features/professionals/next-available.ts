import { professionalProfiles as p } from "@server/db/schema";
import { sql } from "drizzle-orm";

/**
 * Issue 17: the next free slot as the professional's wall clock reads it ("2026-11-27T14:00",
 * their zone), or null: what search results and the public profile carry as nextAvailableAt.
 */
export const nextAvailableAtSql = sql<
  string | null
>`to_char(${p.nextFreeAt} AT TIME ZONE ${p.timeZone}, 'YYYY-MM-DD"T"HH24:MI')`;
