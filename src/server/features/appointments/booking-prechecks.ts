import { lastBookableDate, offersServiceType, servesNeighborhood } from "@domain/appointments";
import type { ServiceType } from "@domain/constants";
import { APPOINTMENT_MESSAGES } from "@domain/contracts/appointments";
import { isProfileComplete } from "@domain/profile";
import { compareDateTime, nowInZone } from "@domain/time";
import type { Db } from "@server/db/client";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { checkAcceptsClient, loadBookingContext } from "./booking-reads";
import { expireUnansweredRequests } from "./expire-unanswered-requests";

/** What a single booking and a series' first date are checked on before the agenda lock. */
export interface BookingRequestHead {
  professionalId: string;
  appointmentDate: string;
  startTime: string;
  serviceType: ServiceType;
  neighborhood?: string | null;
}

const bad = (message: string) => new AppError("bad_request", message);

/**
 * The checks a booking and a series share before the agenda lock, in docs/rules.md's order:
 * complete profile, not oneself, a visible professional offering the service (and, at home, the
 * client's neighbourhood), one who accepts the client, a start in the future and within the
 * horizon; then unanswered requests due to expire are expired (decision 0080). One statement
 * reads the professional, their settings and the client's standing (decision 0300).
 */
export async function checkBookingRequest(
  db: Db,
  client: AuthUser,
  input: BookingRequestHead,
  instant: Date,
) {
  // The web app shows an incomplete client only the completion screen; the API agrees.
  if (!isProfileComplete({ ...client, profileImageUrl: null, professionalProfile: null })) {
    throw new AppError("forbidden", APPOINTMENT_MESSAGES.profileIncomplete);
  }
  if (input.professionalId === client.id) throw bad(APPOINTMENT_MESSAGES.selfBooking);
  const context = await loadBookingContext(db, client, input.professionalId, instant);
  if (!offersServiceType(context.serviceOptions, input.serviceType)) {
    throw bad(APPOINTMENT_MESSAGES.serviceTypeNotOffered);
  }
  const neighborhood = input.neighborhood ?? client.address;
  if (
    input.serviceType === "domiciliar" &&
    !servesNeighborhood(context.homeServiceAreas, neighborhood)
  ) {
    throw bad(APPOINTMENT_MESSAGES.neighborhoodNotServed);
  }
  checkAcceptsClient(context);

  const now = nowInZone(context.timeZone, instant);
  if (compareDateTime({ date: input.appointmentDate, time: input.startTime }, now) <= 0) {
    throw bad(APPOINTMENT_MESSAGES.pastDate);
  }
  if (input.appointmentDate > lastBookableDate(now.date)) {
    throw bad(APPOINTMENT_MESSAGES.beyondHorizon);
  }
  if (context.expiryDue) {
    await expireUnansweredRequests(db, { professionalId: input.professionalId }, instant);
  }
  return { context, now };
}
