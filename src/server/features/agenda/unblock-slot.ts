import { AGENDA_MESSAGES } from "@domain/contracts/agenda";
import type { Db } from "@server/db/client";
import { blockedSlots } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { hhmmOf } from "@server/shared/agenda-reads";
import { and, eq } from "drizzle-orm";
import { ensureNotPast } from "./ensure-not-past";

/** Removes one of the caller's future blocks (another professional's id is not found). */
export async function unblockSlot(
  db: Db,
  professional: AuthUser,
  id: string,
  instant: Date,
): Promise<{ ok: true }> {
  const mine = and(eq(blockedSlots.id, id), eq(blockedSlots.professionalId, professional.id));
  const [row] = await db.select().from(blockedSlots).where(mine);
  if (!row) throw new AppError("not_found", AGENDA_MESSAGES.blockedNotFound);
  const moment = { date: row.date, time: hhmmOf(row.startTime) };
  await ensureNotPast(db, professional.id, moment, instant);
  // Under the agenda lock, so the next free slot is refreshed (issue 17).
  await withAgendaLock(db, professional.id, instant, (tx) => tx.delete(blockedSlots).where(mine));
  return { ok: true };
}
