import type { BanReason } from "@domain/ban-reasons";
import { AUTH_MESSAGES } from "@domain/contracts/auth";
import { PROFESSIONAL_MESSAGES } from "@domain/contracts/professionals";
import type { Db } from "@server/db/client";
import { users } from "@server/db/schema";
import { AppError, suspendedError } from "@server/errors";
import { inArray, sql } from "drizzle-orm";
import { namedQuery } from "./booking-reads";

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
      banReason: users.banReason,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, [clientId, professionalId]))
    .for("share");
  checkParties(rows, clientId, professionalId);
}

interface Party {
  id: string;
  role: string | null;
  isBanned: boolean;
  banReason: BanReason | null;
  deletedAt: Date | string | null;
}

const bookingParties = namedQuery(
  "booking_parties",
  () => sql`SELECT coalesce(json_agg(parties), '[]') AS parties,
      pg_advisory_xact_lock(hashtextextended(${sql.placeholder("clientKey")}::text, 0))::text AS locked
    FROM (SELECT u.id, u.role::text AS role, u.is_banned AS "isBanned",
                 u.ban_reason AS "banReason", u.deleted_at AS "deletedAt"
          FROM users u
          WHERE u.id IN (${sql.placeholder("clientId")}::uuid, ${sql.placeholder("professionalId")}::uuid)
          FOR SHARE OF u) parties`,
);

/**
 * lockBookingParties and then, in the same statement, the client's request lock
 * (ensureRequestCap's `client:` advisory lock): one round trip instead of two in the booking's
 * transaction (decision 0300), in the same order (rows first, so a ban arriving while the
 * booking waits for the client's lock waits for the booking). The caps are read in a later
 * statement, whose snapshot then sees every booking of this client committed before the lock.
 */
export async function lockBookingPartiesAndClient(
  tx: Db,
  clientId: string,
  professionalId: string,
): Promise<void> {
  // The aggregate reads (and so locks) both rows before its one output row calls the lock.
  const { rows } = (await bookingParties(tx, {
    clientId,
    professionalId,
    clientKey: `client:${clientId}`,
  })) as { rows: { parties: Party[] }[] };
  checkParties(rows[0]?.parties ?? [], clientId, professionalId);
}

function checkParties(rows: Party[], clientId: string, professionalId: string): void {
  const client = rows.find((r) => r.id === clientId);
  const professional = rows.find((r) => r.id === professionalId);
  if (!client || client.deletedAt) {
    throw new AppError("unauthorized", AUTH_MESSAGES.unauthenticated);
  }
  if (client.isBanned) throw suspendedError(client.banReason);
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
