import { AUTO_REJECT_AFTER_HOURS } from "@domain/constants";
import type { Db } from "@server/db/client";
import { notify } from "@server/notifications/notify";
import { instantWhenSql } from "@server/notifications/when-text";
import { sql } from "drizzle-orm";

/** How long before a pending request expires unanswered its professional is told again. */
export const EXPIRY_WARNING_HOURS = 12;

/**
 * Tells the professional again about each pending request that expires (domain
 * `isUnanswered`: at its start or AUTO_REJECT_AFTER_HOURS after it was made, whichever comes
 * first) within the next 12 hours, once per request; a series is one request, warned once for
 * its first date to expire (decision 0262). A request made less than 12 hours before
 * its expiry gets no warning: its first e-mail, minutes old, already gives the deadline
 * (decision 0231). One set-based query on `appointments_status_idx`.
 */
export async function warnExpiringRequests(db: Db, instant: Date): Promise<number> {
  const at = sql`${instant.toISOString()}::timestamptz`;
  const hours = (n: number) => sql`make_interval(hours => ${n})`;
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`
      SELECT DISTINCT ON (request) coalesce(a.series_id, a.id) AS request,
        a.professional_id AS "professionalId",
        ${instantWhenSql(sql`d.expires_at`, sql`a.time_zone`)} AS "answerBy"
      FROM appointments a
      CROSS JOIN LATERAL (
        SELECT least(a.starts_at, a.created_at + ${hours(AUTO_REJECT_AFTER_HOURS)}) AS expires_at
      ) d
      WHERE a.status = 'pending'
        AND a.starts_at > ${at}
        AND a.created_at > ${at} - ${hours(AUTO_REJECT_AFTER_HOURS)}
        AND d.expires_at <= ${at} + ${hours(EXPIRY_WARNING_HOURS)}
        AND a.created_at < d.expires_at - ${hours(EXPIRY_WARNING_HOURS)}
        AND NOT EXISTS (
          SELECT 1 FROM notifications n
          WHERE n.idempotency_key = 'request_expiring:' || coalesce(a.series_id, a.id)
        )
      ORDER BY request, d.expires_at
    `)) as unknown as { rows: { request: string; professionalId: string; answerBy: string }[] };
    for (const r of rows) {
      await notify(tx, {
        kind: "request_expiring",
        recipientId: r.professionalId,
        params: { answerBy: r.answerBy },
        link: "/professional/agenda",
        idempotencyKey: `request_expiring:${r.request}`,
        instant,
      });
    }
    return rows.length;
  });
}
