import type { Db } from "@server/db/client";
import { sql } from "drizzle-orm";
import { expect } from "vitest";

/** What no e-mail may carry (LGPD): the factories' specialty, register, office, and test notes. */
export const HEALTH_DETAIL =
  /psicolog|nutri|fisioterap|ansiedade|insônia|CRP|Pinheiros|Rua dos|online|presencial|domiciliar|\d{3}\.\d{3}\.\d{3}-\d{2}/i;

/**
 * What people wrote or gave that no e-mail may carry (LGPD), as the database holds it now:
 * booking notes, home addresses, reasons, CPFs, registers, phones, bios, review comments and
 * replies, review reports' details (decision 0388), the admins' notes in the audit log
 * (decision 0378), and the support channel's messages and outcomes (decision 0390).
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
    UNION ALL SELECT unnest(ARRAY[comment, reply]) FROM reviews
    UNION ALL SELECT details FROM review_reports
    UNION ALL SELECT reason FROM blocked_slots
    UNION ALL SELECT reason FROM admin_audit_log
    UNION ALL SELECT body FROM support_messages
    UNION ALL SELECT outcome FROM support_tickets
  ) written
  WHERE length(value) >= 6`;

const privateValues = async (db: Db) =>
  ((await db.execute(PRIVATE_VALUES)) as unknown as { rows: { value: string }[] }).rows.map((r) =>
    r.value.toLowerCase(),
  );

interface QueuedParam {
  kind: string;
  key: string;
  value: string;
}

/**
 * Every e-mail still in the outbox (its params are kept until it is sent) and every in-app
 * notification (its params say who and when, decision 0383) carries none of those values and no
 * health detail, in any param, rendered or not: the rule holds for what is stored, not only for
 * what a template prints.
 */
export async function expectNothingPrivateQueued(db: Db): Promise<void> {
  const { rows } = (await db.execute(sql`
    SELECT o.kind, p.key, p.value
      FROM email_outbox o CROSS JOIN LATERAL jsonb_each_text(o.params) AS p(key, value)
     WHERE o.params IS NOT NULL
    UNION ALL
    SELECT 'in-app ' || n.kind, p.key, p.value
      FROM notifications n CROSS JOIN LATERAL jsonb_each_text(n.params) AS p(key, value)
     WHERE n.params IS NOT NULL`)) as unknown as { rows: QueuedParam[] };
  const written = await privateValues(db);
  const leaks = rows.filter((p) => revealsPrivate(p.value, written));
  expect(leaks, "private data in the outbox's or the notifications' stored params").toEqual([]);
}

const revealsPrivate = (part: string, written: readonly string[]) =>
  HEALTH_DETAIL.test(part) || written.some((w) => part.toLowerCase().includes(w));

/** The entities React writes, so a value is found in the HTML as the reader sees it. */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: " " };
const htmlAsRead = (html: string) =>
  html.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });

export interface SentMail {
  subject: string;
  text: string;
  html: string;
  attachments: { content: string }[];
}

/**
 * Every message sent carries none of the values people wrote (the list above) and no health
 * detail in its subject, plain text, HTML (as written and as read, entities decoded) or
 * attachments (decision 0383: the HTML part is held to the same rule as the text).
 */
export async function expectNothingPrivateSent(db: Db, mails: readonly SentMail[]): Promise<void> {
  const written = await privateValues(db);
  const leaks = mails.flatMap((m) =>
    Object.entries({
      subject: m.subject,
      text: m.text,
      html: m.html,
      "html as read": htmlAsRead(m.html),
      ...Object.fromEntries(m.attachments.map((a, i) => [`attachment ${i + 1}`, a.content])),
    })
      .filter(([, part]) => revealsPrivate(part, written))
      .map(([where]) => `${m.subject}: ${where}`),
  );
  expect(leaks, "private data in a sent e-mail").toEqual([]);
}
