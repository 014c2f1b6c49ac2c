import { APPOINTMENT_MESSAGES } from "@domain/contracts/appointments";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { AppError } from "@server/errors";
import { and, eq, inArray } from "drizzle-orm";

/**
 * Decision 0083: while a professional's `availableForNewPatients` is off, only clients they
 * have already seen or accepted (an approved or confirmed appointment, past or future) may
 * request a new appointment; anyone else gets 403.
 */
export async function ensureAcceptsClient(
  db: Db,
  profile: { userId: string; availableForNewPatients: boolean },
  clientId: string,
): Promise<void> {
  if (profile.availableForNewPatients) return;
  const [known] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.professionalId, profile.userId),
        eq(appointments.clientId, clientId),
        inArray(appointments.status, ["approved", "confirmed"]),
      ),
    )
    .limit(1);
  if (!known) throw new AppError("forbidden", APPOINTMENT_MESSAGES.notAcceptingNewPatients);
}
