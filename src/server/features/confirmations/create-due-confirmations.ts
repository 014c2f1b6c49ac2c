import {
  APPOINTMENT_ENDED_AFTER_MINUTES,
  SERVICE_TYPES,
  SPECIALTIES,
  type Specialty,
} from "@domain/constants";
import { serviceDescription } from "@domain/text";
import type { Db } from "@server/db/client";
import { notify } from "@server/notifications/notify";
import { localWhenSql } from "@server/notifications/when-text";
import { type SQL, sql } from "drizzle-orm";

/**
 * The confirmation's service wording, taken from the domain's `serviceDescription` for every
 * specialty (the professional's first, or none) and service type: the database holds only
 * these values (check constraints), so the SQL picks one of them and spells nothing itself.
 */
function serviceDescriptionSql(specialty: SQL, serviceType: SQL): SQL {
  const specialties: (Specialty | undefined)[] = [...SPECIALTIES, undefined];
  const cases = specialties.flatMap((s) =>
    SERVICE_TYPES.map(
      (type) =>
        sql`WHEN ${specialty} IS NOT DISTINCT FROM ${s ?? null}::text AND ${serviceType} = ${type}
          THEN ${serviceDescription(s, type)}::text`,
    ),
  );
  return sql`CASE ${sql.join(cases, sql` `)} END`;
}

/**
 * One confirmation per approved or confirmed appointment that has ended (SPEC §9: 60 minutes
 * after its start, at `instant`). Idempotent: safe to run from the periodic job and lazily when someone lists
 * their confirmations; `userId` limits the work to that user's appointments.
 * Whichever path creates a confirmation asks both sides, in the same transaction, to confirm
 * it ("Confirme a realização"): once per side, since a confirmation is created once.
 * Docs: docs/decisions/0050-service-confirmations.md, 0232.
 */
export async function createDueConfirmations(
  db: Db,
  instant: Date,
  userId?: string,
): Promise<void> {
  const onlyFor = userId
    ? sql`AND (a.client_id = ${userId} OR a.professional_id = ${userId})`
    : sql``;
  await db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`
      WITH created AS (
        INSERT INTO service_confirmations
          (appointment_id, professional_id, client_id, service_description, service_date)
        SELECT a.id, a.professional_id, a.client_id,
          ${serviceDescriptionSql(sql`p.specialties[1]`, sql`a.service_type::text`)},
          a.appointment_date
        FROM appointments a
        LEFT JOIN professional_profiles p ON p.user_id = a.professional_id
        WHERE a.status IN ('approved', 'confirmed')
          AND a.starts_at + make_interval(mins => ${APPOINTMENT_ENDED_AFTER_MINUTES}) <= ${instant.toISOString()}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM service_confirmations s WHERE s.appointment_id = a.id)
          ${onlyFor}
        ON CONFLICT (appointment_id) DO NOTHING
        RETURNING id, appointment_id, client_id, professional_id
      )
      SELECT created.id, created.client_id AS "clientId", created.professional_id AS "professionalId",
        ${localWhenSql(sql`a.appointment_date`, sql`a.start_time`)} AS "when"
      FROM created
      JOIN appointments a ON a.id = created.appointment_id
    `)) as unknown as { rows: CreatedConfirmation[] };
    for (const row of rows) await askBothSidesToConfirm(tx, row, instant);
  });
}

interface CreatedConfirmation {
  id: string;
  clientId: string;
  professionalId: string;
  when: string;
}

/** "Confirme a realização" to each side of a new confirmation (neither has confirmed yet). */
async function askBothSidesToConfirm(tx: Db, c: CreatedConfirmation, instant: Date) {
  const sides = [
    { side: "client", recipientId: c.clientId, link: "/reviews" },
    { side: "professional", recipientId: c.professionalId, link: "/" },
  ];
  for (const s of sides) {
    await notify(tx, {
      kind: "service_confirmation_due",
      recipientId: s.recipientId,
      params: { when: c.when },
      link: s.link,
      idempotencyKey: `service_confirmation_due:${c.id}:${s.side}`,
      instant,
    });
  }
}
