import {
  AGENDA_MESSAGES,
  type Availability,
  type createAvailabilityRequestSchema,
} from "@domain/contracts/agenda";
import type { z } from "@domain/contracts/z";
import type { Db } from "@server/db/client";
import { availability } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { hhmmOf } from "@server/shared/agenda-reads";

/**
 * Adds a weekly window for one weekday (SPEC §5: one record per weekday). The unique key on
 * (professional, day) is the guarantee: a second record for the day answers 409. Existing
 * appointments are never touched (decision 0082).
 */
export async function createAvailability(
  db: Db,
  professional: AuthUser,
  input: z.output<typeof createAvailabilityRequestSchema>,
): Promise<Availability> {
  const [row] = await db
    .insert(availability)
    .values({ professionalId: professional.id, ...input })
    .onConflictDoNothing({ target: [availability.professionalId, availability.dayOfWeek] })
    .returning();
  if (!row) throw new AppError("conflict", AGENDA_MESSAGES.dayAlreadyConfigured);
  return {
    id: row.id,
    dayOfWeek: row.dayOfWeek,
    startTime: hhmmOf(row.startTime),
    endTime: hhmmOf(row.endTime),
    isActive: row.isActive,
  };
}
