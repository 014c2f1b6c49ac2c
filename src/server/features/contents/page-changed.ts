import type { Db } from "@server/db/client";
import { PAGES_GONE } from "@server/shared/pages-gone";
import { sql } from "drizzle-orm";

/**
 * Inside the transaction that publishes, edits, hides or deletes a content (decision 0404): the
 * author's profile lists their latest contents, so its stored page is cleared and its version
 * bumped (the same function the profile's triggers call, decision 0369), and every process
 * empties its kept visitors' pages when the transaction commits (decision 0373).
 */
export async function contentPagesChanged(tx: Db, professionalId: string): Promise<void> {
  await tx.execute(sql`SELECT public_page_changed(${professionalId}::uuid)`);
  await tx.execute(PAGES_GONE);
}
