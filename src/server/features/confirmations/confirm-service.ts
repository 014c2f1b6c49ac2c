import { CONFIRMATION_MESSAGES, type ServiceConfirmation } from "@domain/contracts/confirmations";
import type { Db } from "@server/db/client";
import { serviceConfirmations } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq, sql } from "drizzle-orm";
import { findConfirmation, sideColumn } from "./find-confirmations";

/**
 * Sets the caller's own flag (client or professional, by role) on their own confirmation.
 * Confirming again changes nothing; someone else's confirmation is "not found".
 */
export async function confirmService(
  db: Db,
  user: AuthUser,
  id: string,
): Promise<ServiceConfirmation> {
  const c = serviceConfirmations;
  const flag =
    user.role === "professional"
      ? {
          professionalConfirmed: true,
          professionalConfirmedAt: sql`COALESCE(${c.professionalConfirmedAt}, now())`,
        }
      : { clientConfirmed: true, clientConfirmedAt: sql`COALESCE(${c.clientConfirmedAt}, now())` };
  const updated = await db
    .update(c)
    .set(flag)
    .where(and(eq(c.id, id), eq(sideColumn(user), user.id)))
    .returning({ id: c.id });
  const found = updated.length ? await findConfirmation(db, user, id) : undefined;
  if (!found) throw new AppError("not_found", CONFIRMATION_MESSAGES.notFound);
  return found;
}
