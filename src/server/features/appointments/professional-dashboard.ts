import type { ProfessionalDashboard } from "@domain/contracts/professional-appointments";
import type { Db } from "@server/db/client";
import { appointments as a, professionalProfiles } from "@server/db/schema";
import { ratingOf } from "@server/features/professionals/ratings";
import type { AuthUser } from "@server/http/route";
import { and, eq, gt, sql } from "drizzle-orm";
import { expireUnansweredRequests } from "./expire-unanswered-requests";
import { loadAppointments } from "./load-appointments";
import { countWhere, isBooked, isToday } from "./professional-counts";

/**
 * GET /api/professional/dashboard (docs/decisions/0092): the requests waiting for an answer
 * (issue 17, decision 0273: the inbox comes first), the next session, today's sessions, distinct
 * clients and the rating, each counted by the database rather than by loading rows.
 */
export async function professionalDashboard(
  db: Db,
  professional: AuthUser,
  instant: Date,
): Promise<ProfessionalDashboard> {
  await expireUnansweredRequests(db, { professionalId: professional.id }, instant);
  const mine = eq(a.professionalId, professional.id);
  const [next] = await loadAppointments(
    db,
    and(mine, isBooked, gt(a.startsAt, instant))!,
    professional.id,
    { limit: 1 },
  );
  // Requests still waiting (the unanswered ones were expired above), the most urgent first.
  const pendingRequests = (
    await loadAppointments(db, and(mine, eq(a.status, "pending"))!, professional.id)
  ).sort((x, y) => (x.expiresAt ?? "").localeCompare(y.expiresAt ?? ""));
  const [stats] = await db
    .select({
      todayCount: countWhere(and(isBooked, isToday(instant))!),
      distinctClients:
        sql<number>`count(DISTINCT ${a.clientId}) FILTER (WHERE ${isBooked})`.mapWith(Number),
    })
    .from(a)
    .where(mine);
  const [totals] = await db
    .select({
      ratingSum: professionalProfiles.ratingSum,
      reviewCount: professionalProfiles.reviewCount,
    })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, professional.id));
  return {
    pendingRequests,
    pendingCount: pendingRequests.length,
    nextAppointment: next ?? null,
    todayCount: stats!.todayCount,
    distinctClients: stats!.distinctClients,
    ...ratingOf(totals ?? { ratingSum: 0, reviewCount: 0 }),
  };
}
