import {
  AGENDA_WEEK_MESSAGES,
  type Availability,
  type createAvailabilityRequestSchema,
} from "@domain/contracts/agenda";
import type { z } from "@domain/contracts/z";
import { overlaps } from "@domain/slots";
import type { Db } from "@server/db/client";
import { availability } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { hhmmOf, loadAvailability } from "@server/shared/agenda-reads";

/** The exclusion constraint that keeps one weekday's windows apart (migration 0021). */
const NO_OVERLAP = "availability_no_overlap";

/** Whether `error` is the database refusing overlapping windows (PGlite or node-postgres). */
export function isWindowOverlap(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? error;
  const pg = cause as { code?: string; constraint?: string };
  return pg?.code === "23P01" && (pg.constraint === undefined || pg.constraint === NO_OVERLAP);
}

/** The 400 a window overlapping another of the same day answers. */
export const windowOverlapError = () =>
  new AppError("bad_request", AGENDA_WEEK_MESSAGES.windowOverlaps, {
    startTime: [AGENDA_WEEK_MESSAGES.windowOverlaps],
  });

/**
 * Adds one more weekly window for a weekday (issue 17: several windows a day, e.g. a lunch
 * break). A window overlapping another of the same day is a 400; touching ones (08:00-12:00
 * and 12:00-14:00) are fine. Under the agenda lock, so the next free slot is refreshed; the
 * exclusion constraint `availability_no_overlap` is the guarantee, mapped to the same 400.
 * Existing appointments are never touched (decision 0082).
 */
export async function createAvailability(
  db: Db,
  professional: AuthUser,
  input: z.output<typeof createAvailabilityRequestSchema>,
  instant: Date,
): Promise<Availability> {
  try {
    return await withAgendaLock(db, professional.id, instant, async (tx) => {
      const sameDay = (await loadAvailability(tx, professional.id)).filter(
        (w) => w.dayOfWeek === input.dayOfWeek,
      );
      if (sameDay.some((w) => overlaps(w, input))) throw windowOverlapError();
      const [row] = await tx
        .insert(availability)
        .values({ professionalId: professional.id, ...input })
        .returning();
      return {
        id: row!.id,
        dayOfWeek: row!.dayOfWeek,
        startTime: hhmmOf(row!.startTime),
        endTime: hhmmOf(row!.endTime),
        isActive: row!.isActive,
      };
    });
  } catch (error) {
    if (isWindowOverlap(error)) throw windowOverlapError();
    throw error;
  }
}
