import { BOOKED_STATUSES } from "@domain/constants";
import type { Db } from "@server/db/client";
import { notify } from "@server/notifications/notify";
import { localWhenSql } from "@server/notifications/when-text";
import { sql } from "drizzle-orm";

/** How long before its start a session is reminded (issue 16). */
export const REMINDER_HOURS_BEFORE = 24;

interface DueReminder {
  keyPrefix: string;
  id: string;
  online: boolean;
  clientId: string;
  professionalId: string;
  when: string;
}

/**
 * Both sides of every approved (or confirmed) session starting within the next 24 hours that
 * has not been reminded, found by one set-based query on `appointments_status_idx`. The key
 * holds the appointment AND its start instant: a session moved to another time is reminded for
 * its new time, never again for the old one. A session approved less than 24 hours ahead is
 * reminded on the next run; a cancelled, rejected or expired one never (status), nor one that
 * has started. Decision 0230.
 */
export async function sendSessionReminders(db: Db, instant: Date): Promise<number> {
  const at = sql`${instant.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    // The count probes the unique index on the key per candidate (a NOT EXISTS … OR NOT EXISTS
    // became a hashed scan of every notification ever written).
    const { rows } = (await tx.execute(sql`
      SELECT k.prefix AS "keyPrefix", a.id, a.service_type = 'online' AS "online",
        a.client_id AS "clientId", a.professional_id AS "professionalId",
        ${localWhenSql(sql`a.appointment_date`, sql`a.start_time`)} AS "when"
      FROM appointments a
      CROSS JOIN LATERAL (
        SELECT 'session_reminder:' || a.id || ':' || extract(epoch from a.starts_at)::bigint AS prefix
      ) k
      WHERE a.status IN (${sql.join(
        BOOKED_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )})
        AND a.starts_at > ${at}
        AND a.starts_at <= ${at} + make_interval(hours => ${REMINDER_HOURS_BEFORE})
        AND (
          SELECT count(*) FROM notifications n
          WHERE n.idempotency_key IN (k.prefix || ':client', k.prefix || ':professional')
        ) < 2
    `)) as unknown as { rows: DueReminder[] };
    for (const r of rows) {
      // An online session's reminder carries its room ("Entrar na sessão", decision 0397): the
      // session's id, nothing else about it.
      const params = { when: r.when, ...(r.online ? { roomSession: r.id } : {}) };
      await notify(tx, {
        kind: "session_reminder",
        recipientId: r.clientId,
        params,
        link: "/appointments",
        idempotencyKey: `${r.keyPrefix}:client`,
        instant,
      });
      await notify(tx, {
        kind: "session_reminder",
        recipientId: r.professionalId,
        params,
        link: "/professional/appointments",
        idempotencyKey: `${r.keyPrefix}:professional`,
        instant,
      });
    }
    return rows.length;
  });
}
