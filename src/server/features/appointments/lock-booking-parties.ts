import { AUTH_MESSAGES } from "@domain/contracts/auth";
import { PROFESSIONAL_MESSAGES } from "@domain/contracts/professionals";
import type { Db } from "@server/db/client";
import { users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { inArray } from "drizzle-orm";

/**
 * Run inside the booking's transaction, right after the agenda lock: share-locks the client's
 * and the professional's user rows and re-reads them (decision 0185). A ban, an account deletion
 * or a role change takes FOR UPDATE on the row before it looks at appointments, so it either
 * committed before this (and the booking is refused here, as the next request would be) or
 * waits until the booking commits (and then cancels it, or refuses the role change). Share
 * locks don't conflict with each other: bookings never wait for one another here.
 */
export async function lockBookingParties(
  tx: Db,
  clientId: string,
  professionalId: string,
): Promise<void> {
  const rows = await tx
    .select({
      id: users.id,
      role: users.role,
      isBanned: users.isBanned,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, [clientId, professionalId]))
    .for("share");
  const client = rows.find((r) => r.id === clientId);
  const professional = rows.find((r) => r.id === professionalId);
  if (!client || client.deletedAt) {
    throw new AppError("unauthorized", AUTH_MESSAGES.unauthenticated);
  }
  if (client.isBanned) throw new AppError("banned", AUTH_MESSAGES.banned);
  if (client.role !== "client") throw new AppError("forbidden", AUTH_MESSAGES.forbiddenRole);
  if (
    !professional ||
    professional.deletedAt ||
    professional.isBanned ||
    professional.role !== "professional"
  ) {
    throw new AppError("not_found", PROFESSIONAL_MESSAGES.notFound);
  }
}
