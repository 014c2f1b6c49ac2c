import { LIVE_STATUSES } from "@domain/constants";
import { APPOINTMENT_MESSAGES, type Appointment } from "@domain/contracts/appointments";
import { TELEHEALTH_MESSAGES } from "@domain/telehealth";
import type { Db } from "@server/db/client";
import { appointments, professionalProfiles } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq, gt, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import { notifyInPersonAnswer, notifyInPersonRequest } from "./in-person-notifications";
import { loadAppointments } from "./load-appointments";

/** An online session still to come: pending, approved or confirmed, not started. */
const stillOnline = (instant: Date) =>
  and(
    eq(appointments.serviceType, "online"),
    inArray(appointments.status, [...LIVE_STATUSES]),
    gt(appointments.startsAt, instant),
  );

/** The professional sees clients in their own office: 'Local Próprio' with an address. */
async function offersInPerson(db: Db, professionalId: string): Promise<boolean> {
  const [profile] = await db
    .select({
      options: professionalProfiles.serviceOptions,
      address: professionalProfiles.officeAddress,
    })
    .from(professionalProfiles)
    .where(eq(professionalProfiles.userId, professionalId));
  return !!profile?.options.includes("local_proprio") && !!profile.address?.trim();
}

/** Why a session could not take the request or the answer, read after the swap failed. */
async function refusal(db: Db, mine: SQL | undefined, instant: Date): Promise<AppError> {
  const [row] = await db
    .select({
      serviceType: appointments.serviceType,
      status: appointments.status,
      startsAt: appointments.startsAt,
      requestedAt: appointments.inPersonRequestedAt,
    })
    .from(appointments)
    .where(mine);
  if (!row) return new AppError("not_found", APPOINTMENT_MESSAGES.notFound);
  if (row.serviceType !== "online") return new AppError("conflict", TELEHEALTH_MESSAGES.notOnline);
  if (
    !(LIVE_STATUSES as readonly string[]).includes(row.status) ||
    row.startsAt.getTime() <= instant.getTime()
  ) {
    return new AppError("conflict", APPOINTMENT_MESSAGES.cannotChange);
  }
  if (row.requestedAt) return new AppError("conflict", TELEHEALTH_MESSAGES.inPersonAlready);
  return new AppError("conflict", TELEHEALTH_MESSAGES.inPersonNone);
}

/**
 * POST /api/appointments/{id}/in-person (issue 32, item 4; Lei 8.080 art. 26-A; decision 0396):
 * the client of an online session still to come asks for it to be in person instead. Only when
 * the professional sees clients in an office; once until answered (a compare-and-swap on a
 * request not yet made, so a second one, even simultaneous, is 409). The professional is told
 * in the same transaction.
 */
export async function requestInPerson(
  db: Db,
  client: AuthUser,
  id: string,
  instant: Date,
): Promise<Appointment> {
  const mine = and(eq(appointments.id, id), eq(appointments.clientId, client.id));
  const [found] = await db
    .select({ professionalId: appointments.professionalId })
    .from(appointments)
    .where(mine);
  if (!found) throw new AppError("not_found", APPOINTMENT_MESSAGES.notFound);

  await db.transaction(async (tx) => {
    const [requested] = await tx
      .update(appointments)
      .set({ inPersonRequestedAt: instant, updatedAt: instant })
      .where(and(mine, stillOnline(instant), isNull(appointments.inPersonRequestedAt)))
      .returning({ id: appointments.id });
    if (!requested) throw await refusal(tx, mine, instant);
    if (!(await offersInPerson(tx, found.professionalId))) {
      throw new AppError("conflict", TELEHEALTH_MESSAGES.inPersonNotOffered);
    }
    await notifyInPersonRequest(tx, id, instant);
  });
  const [appointment] = await loadAppointments(db, eq(appointments.id, id), client.id);
  return appointment!;
}

/**
 * POST /api/appointments/{id}/in-person/answer: the session's professional accepts (the session
 * becomes 'presencial' and, being no longer online, loses its room) or keeps it online; either
 * way the request is cleared and the client told. One UPDATE … WHERE the request is still there:
 * of two answers at once, one wins and the other is 409 inPersonNone.
 */
export async function answerInPerson(
  db: Db,
  professional: AuthUser,
  id: string,
  accept: boolean,
  instant: Date,
): Promise<Appointment> {
  const mine = and(eq(appointments.id, id), eq(appointments.professionalId, professional.id));
  const [found] = await db.select({ id: appointments.id }).from(appointments).where(mine);
  if (!found) throw new AppError("not_found", APPOINTMENT_MESSAGES.notFound);

  await db.transaction(async (tx) => {
    const pending = and(mine, isNotNull(appointments.inPersonRequestedAt));
    const [answered] = await tx
      .update(appointments)
      .set({
        inPersonRequestedAt: null,
        updatedAt: instant,
        ...(accept ? { serviceType: "presencial" as const } : {}),
      })
      .where(accept ? and(pending, stillOnline(instant)) : pending)
      .returning({ id: appointments.id });
    if (!answered) {
      const [row] = await tx
        .select({ requestedAt: appointments.inPersonRequestedAt })
        .from(appointments)
        .where(mine);
      if (!row?.requestedAt) throw new AppError("conflict", TELEHEALTH_MESSAGES.inPersonNone);
      throw await refusal(tx, mine, instant);
    }
    if (accept && !(await offersInPerson(tx, professional.id))) {
      throw new AppError("conflict", TELEHEALTH_MESSAGES.inPersonNotOffered);
    }
    await notifyInPersonAnswer(tx, id, accept, instant);
  });
  const [appointment] = await loadAppointments(db, eq(appointments.id, id), professional.id);
  return appointment!;
}
