import { SPECIALTIES, type Specialty } from "@domain/constants";
import type { AcceptTelehealthConsentRequest, TelehealthConsent } from "@domain/contracts/rooms";
import {
  consentInForceAt,
  TELEHEALTH_MESSAGES as M,
  telehealthConsentDefault,
  telehealthConsentText,
  telehealthConsentVersion,
} from "@domain/telehealth";
import type { Db } from "@server/db/client";
import { agendaSettings, appointments, consents, professionalProfiles } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, desc, eq, isNull, sql } from "drizzle-orm";

/** The profession the consent text follows: the professional's first saved specialty. */
export const specialtyOf = (specialties: string[] | null): Specialty =>
  (SPECIALTIES as readonly string[]).includes(specialties?.[0] ?? "")
    ? (specialties?.[0] as Specialty)
    : "Psicologia";

interface ConsentSubject {
  professionalId: string;
  specialty: Specialty;
  extra: string | null;
}

/**
 * The consent a client reads for a professional's online sessions, and when they accepted its
 * current version (null: never, withdrawn, or an older text: they accept again).
 */
export async function consentFor(
  db: Db,
  clientId: string,
  subject: ConsentSubject,
): Promise<TelehealthConsent> {
  const version = telehealthConsentVersion(subject.extra);
  const [latest] = await db
    .select({ version: consents.textVersion, givenAt: consents.givenAt })
    .from(consents)
    .where(
      and(
        eq(consents.userId, clientId),
        eq(consents.professionalId, subject.professionalId),
        eq(consents.purpose, "telehealth"),
        isNull(consents.withdrawnAt),
      ),
    )
    .orderBy(desc(consents.givenAt))
    .limit(1);
  const text = telehealthConsentDefault(subject.specialty);
  return {
    professionalId: subject.professionalId,
    specialty: subject.specialty,
    version,
    ...text,
    extra: subject.extra?.trim() || null,
    acceptedAt: consentInForceAt(
      latest && { version: latest.version, at: latest.givenAt },
      subject.extra,
    ),
  };
}

/**
 * The professional as a client of theirs sees them for the consent: only a client with a
 * session (any, past or future) with them may read or accept it; anyone else 404.
 */
async function subjectFor(db: Db, client: AuthUser, professionalId: string) {
  const [row] = await db
    .select({
      specialties: professionalProfiles.specialties,
      extra: agendaSettings.telehealthConsentExtra,
    })
    .from(appointments)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, appointments.professionalId))
    .leftJoin(agendaSettings, eq(agendaSettings.professionalId, appointments.professionalId))
    .where(
      and(
        eq(appointments.clientId, client.id),
        eq(appointments.professionalId, sql`${professionalId}::uuid`),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("not_found", M.notFound);
  return {
    professionalId,
    specialty: specialtyOf(row.specialties),
    extra: row.extra ?? null,
  } satisfies ConsentSubject;
}

/** GET /api/telehealth-consent/{professionalId} */
export async function getTelehealthConsent(
  db: Db,
  client: AuthUser,
  professionalId: string,
): Promise<TelehealthConsent> {
  return consentFor(db, client.id, await subjectFor(db, client, professionalId));
}

/**
 * POST /api/telehealth-consent: the client accepts the version they read (item 4). The exact
 * text is kept with the acceptance. A text changed since they opened it is 409 (they read the
 * new one); accepting the version already in force changes nothing.
 */
export async function acceptTelehealthConsent(
  db: Db,
  client: AuthUser,
  { professionalId, version }: AcceptTelehealthConsentRequest,
  now: Date,
): Promise<TelehealthConsent> {
  const subject = await subjectFor(db, client, professionalId);
  const current = await consentFor(db, client.id, subject);
  if (version !== current.version) throw new AppError("conflict", M.consentVersionChanged);
  if (current.acceptedAt) return current;
  await db.transaction(async (tx) => {
    // One acceptance per client and professional at a time, even for two clicks at once.
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`telehealth:${client.id}:${professionalId}`}, 0))`,
    );
    const [again] = await tx
      .select({ id: consents.id })
      .from(consents)
      .where(
        and(
          eq(consents.userId, client.id),
          eq(consents.professionalId, professionalId),
          eq(consents.purpose, "telehealth"),
          eq(consents.textVersion, version),
          isNull(consents.withdrawnAt),
        ),
      )
      .limit(1);
    if (again) return;
    await tx.insert(consents).values({
      userId: client.id,
      professionalId,
      purpose: "telehealth",
      textVersion: version,
      textBody: telehealthConsentText(subject.specialty, subject.extra),
      givenAt: now,
    });
  });
  return consentFor(db, client.id, subject);
}

/**
 * POST /api/telehealth-consent/{professionalId}/withdraw: the acceptance stays in the record
 * with its withdrawal; the rooms with this professional close until the client accepts again.
 */
export async function withdrawTelehealthConsent(
  db: Db,
  client: AuthUser,
  professionalId: string,
  now: Date,
): Promise<TelehealthConsent> {
  const subject = await subjectFor(db, client, professionalId);
  await db
    .update(consents)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(consents.userId, client.id),
        eq(consents.professionalId, professionalId),
        eq(consents.purpose, "telehealth"),
        isNull(consents.withdrawnAt),
      ),
    );
  return consentFor(db, client.id, subject);
}
