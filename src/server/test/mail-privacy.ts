import type { Db } from "@server/db/client";
import { sql } from "drizzle-orm";
import { expect } from "vitest";

/** What no e-mail may carry (LGPD): the factories' specialty, register, office, and test notes. */
export const HEALTH_DETAIL =
  /psicolog|nutri|fisioterap|ansiedade|insônia|CRP|Pinheiros|Rua dos|online|presencial|domiciliar|\d{3}\.\d{3}\.\d{3}-\d{2}/i;

/**
 * What people wrote or gave that no e-mail may carry (LGPD), as the database holds it now:
 * booking notes, home addresses, reasons, CPFs, registers, phones, bios, review comments, and
 * the admins' notes in the audit log (decision 0378).
 * Values shorter than 6 characters are left out (they would match words by chance).
 */
const PRIVATE_VALUES = sql`
  SELECT value FROM (
    SELECT unnest(ARRAY[notes, client_address, address_complement, professional_notes,
                        cancellation_reason, rejection_reason, no_show_contest_reason]) AS value
      FROM appointments
    UNION ALL
    SELECT unnest(ARRAY[cpf, professional_register, office_address, bio,
                        verification_rejection_reason])
      FROM professional_profiles
    UNION ALL SELECT unnest(ARRAY[phone, address, bio]) FROM users
    UNION ALL SELECT comment FROM reviews
    UNION ALL SELECT reason FROM blocked_slots
    UNION ALL SELECT reason FROM admin_audit_log
  ) written
  WHERE length(value) >= 6`;

interface QueuedParam {
  kind: string;
  key: string;
  value: string;
}

/**
 * Every e-mail still in the outbox (its params are kept until it is sent) carries none of those
 * values and no health detail, in any param, rendered or not: the rule holds for what is queued,
 * not only for what a template prints.
 */
export async function expectNothingPrivateQueued(db: Db): Promise<void> {
  const { rows } = (await db.execute(sql`
    SELECT o.kind, p.key, p.value
      FROM email_outbox o CROSS JOIN LATERAL jsonb_each_text(o.params) AS p(key, value)
     WHERE o.params IS NOT NULL`)) as unknown as { rows: QueuedParam[] };
  const { rows: written } = (await db.execute(PRIVATE_VALUES)) as unknown as {
    rows: { value: string }[];
  };
  const leaks = rows.filter(
    (p) =>
      HEALTH_DETAIL.test(p.value) ||
      written.some((w) => p.value.toLowerCase().includes(w.value.toLowerCase())),
  );
  expect(leaks, "private data in the outbox's stored params").toEqual([]);
}
