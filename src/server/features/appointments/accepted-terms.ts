import {
  type AcceptedPolicy,
  BOOKING_POLICY_MESSAGES,
  type BookingTerms,
  HEALTH_NOTE_CONSENT,
  sameTerms,
} from "@domain/booking-policy";
import type { Db } from "@server/db/client";
import { consents } from "@server/db/schema";
import { AppError } from "@server/errors";

interface TermsRequest {
  appointmentDate: string;
  startTime: string;
  endTime: string;
  serviceType: string;
  acceptedTerms?: BookingTerms;
}

/**
 * Issue 31, item 5 (decision 0392): what the request records as accepted, the terms in force
 * (read with the booking's context) with the slot and the instant. When the client sends the
 * terms the summary showed and they are no longer those in force, nothing is booked (409): a
 * client is never held to terms they did not see.
 */
export function acceptedPolicyOf(
  terms: BookingTerms,
  input: TermsRequest,
  instant: Date,
): AcceptedPolicy {
  const inForce: BookingTerms = {
    cancellationNoticeHours: terms.cancellationNoticeHours,
    bookingPolicy: terms.bookingPolicy,
    price: terms.price,
    startingFrom: terms.startingFrom,
  };
  if (input.acceptedTerms && !sameTerms(input.acceptedTerms, inForce)) {
    throw new AppError("conflict", BOOKING_POLICY_MESSAGES.termsChanged);
  }
  return {
    ...inForce,
    appointmentDate: input.appointmentDate,
    startTime: input.startTime,
    endTime: input.endTime,
    serviceType: input.serviceType,
    acceptedAt: instant.toISOString(),
  };
}

/**
 * Issue 31, item 4: a booking note may hold health data (LGPD art. 11, I): the client's consent,
 * with the text's version, is recorded for each appointment that carries the note.
 */
export async function recordNoteConsent(
  tx: Db,
  clientId: string,
  appointmentIds: string[],
  instant: Date,
): Promise<void> {
  if (appointmentIds.length === 0) return;
  await tx.insert(consents).values(
    appointmentIds.map((appointmentId) => ({
      userId: clientId,
      purpose: "health_note" as const,
      textVersion: HEALTH_NOTE_CONSENT.version,
      appointmentId,
      givenAt: instant,
    })),
  );
}
