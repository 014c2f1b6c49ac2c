import { AGENDA_MESSAGES, AGENDA_WEEK_MESSAGES, type BlockedGroup } from "@domain/contracts/agenda";
import { nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { blockedSlots } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { loadAgendaSettings } from "@server/shared/agenda-reads";
import { and, asc, count, eq, gte, isNotNull, max, min, sql } from "drizzle-orm";

/**
 * The caller's block groups (days off, holidays, vacations) that still block today or later,
 * soonest first, each with its first and last remaining day.
 */
export async function listBlockedGroups(
  db: Db,
  professional: AuthUser,
  instant: Date,
): Promise<BlockedGroup[]> {
  const { timeZone } = await loadAgendaSettings(db, professional.id);
  const today = nowInZone(timeZone, instant).date;
  const rows = await db
    .select({
      groupId: blockedSlots.groupId,
      startDate: min(blockedSlots.date),
      endDate: max(blockedSlots.date),
      days: count(),
      reason: sql<string | null>`min(${blockedSlots.reason})`,
    })
    .from(blockedSlots)
    .where(
      and(
        eq(blockedSlots.professionalId, professional.id),
        isNotNull(blockedSlots.groupId),
        gte(blockedSlots.date, today),
      ),
    )
    .groupBy(blockedSlots.groupId)
    .orderBy(asc(min(blockedSlots.date)));
  return rows.map((r) => ({
    groupId: r.groupId!,
    startDate: r.startDate!,
    endDate: r.endDate!,
    days: r.days,
    reason: r.reason,
  }));
}

/**
 * 'Desbloquear' a whole group in one action: removes its days from today on (past days stay
 * as the record of what was). Another professional's group is not found; a group with only
 * past days left is a past date. Under the agenda lock (the next free slot is refreshed).
 */
export async function unblockGroup(
  db: Db,
  professional: AuthUser,
  groupId: string,
  instant: Date,
): Promise<{ ok: true }> {
  const { timeZone } = await loadAgendaSettings(db, professional.id);
  const today = nowInZone(timeZone, instant).date;
  const mine = and(
    eq(blockedSlots.groupId, groupId),
    eq(blockedSlots.professionalId, professional.id),
  );
  return withAgendaLock(db, professional.id, instant, async (tx) => {
    const deleted = await tx
      .delete(blockedSlots)
      .where(and(mine, gte(blockedSlots.date, today)))
      .returning({ id: blockedSlots.id });
    if (deleted.length) return { ok: true as const };
    const [any] = await tx.select({ id: blockedSlots.id }).from(blockedSlots).where(mine).limit(1);
    if (any) throw new AppError("bad_request", AGENDA_MESSAGES.pastDate);
    throw new AppError("not_found", AGENDA_WEEK_MESSAGES.groupNotFound);
  });
}
