import { and, count, eq, gt, sql } from "drizzle-orm";
import {
  MAX_PENDING_REQUESTS_OVERALL,
  MAX_PENDING_REQUESTS_PER_PROFESSIONAL,
} from "../../../domain/constants";
import { APPOINTMENT_MESSAGES } from "../../../domain/contracts/appointments";
import type { Db } from "../../db/client";
import { appointments } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * A client may wait on at most 3 requests with one professional and 10 overall (decision 0141),
 * so nobody can hold a whole agenda with requests. Runs inside the booking's transaction, after
 * the professional's agenda lock: the client's own lock, always taken last, serialises their
 * bookings with different professionals without any lock-order cycle.
 */
export async function ensureRequestCap(
  tx: Db,
  clientId: string,
  professionalId: string,
): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`client:${clientId}`}::text, 0))`,
  );
  const waiting = and(
    eq(appointments.clientId, clientId),
    eq(appointments.status, "pending"),
    gt(appointments.startsAt, sql`now()`),
  );
  const [row] = await tx
    .select({
      overall: count(),
      withProfessional:
        sql<number>`count(*) filter (where ${appointments.professionalId} = ${professionalId})`.mapWith(
          Number,
        ),
    })
    .from(appointments)
    .where(waiting);
  if ((row?.withProfessional ?? 0) >= MAX_PENDING_REQUESTS_PER_PROFESSIONAL) {
    throw new AppError("conflict", APPOINTMENT_MESSAGES.tooManyRequestsWithProfessional);
  }
  if ((row?.overall ?? 0) >= MAX_PENDING_REQUESTS_OVERALL) {
    throw new AppError("conflict", APPOINTMENT_MESSAGES.tooManyRequests);
  }
}
