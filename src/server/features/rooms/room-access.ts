import type { Room } from "@domain/contracts/rooms";
import {
  TELEHEALTH_MESSAGES as M,
  roomOpensMessage,
  roomTime,
  roomWindow,
  visibleVideoLink,
} from "@domain/telehealth";
import type { Db } from "@server/db/client";
import { agendaSettings, appointments, professionalProfiles, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { imageUrl } from "@server/shared/current-user";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { consentFor, specialtyOf } from "./telehealth-consent";

const clientUser = alias(users, "room_client");
const professionalUser = alias(users, "room_professional");

/** The session's facts a room depends on. */
async function readSession(db: Db, id: string) {
  const [row] = await db
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      professionalId: appointments.professionalId,
      status: appointments.status,
      serviceType: appointments.serviceType,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      timeZone: appointments.timeZone,
      client: {
        firstName: clientUser.firstName,
        lastName: clientUser.lastName,
        imageId: clientUser.profileImageId,
        deletedAt: clientUser.deletedAt,
        isBanned: clientUser.isBanned,
      },
      professional: {
        firstName: professionalUser.firstName,
        lastName: professionalUser.lastName,
        imageId: professionalUser.profileImageId,
        deletedAt: professionalUser.deletedAt,
        isBanned: professionalUser.isBanned,
      },
      specialties: professionalProfiles.specialties,
      videoLink: agendaSettings.videoLink,
      consentExtra: agendaSettings.telehealthConsentExtra,
    })
    .from(appointments)
    .innerJoin(clientUser, eq(clientUser.id, appointments.clientId))
    .innerJoin(professionalUser, eq(professionalUser.id, appointments.professionalId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, appointments.professionalId))
    .leftJoin(agendaSettings, eq(agendaSettings.professionalId, appointments.professionalId))
    .where(eq(appointments.id, sql`${id}::uuid`));
  return row;
}

export type RoomSession = NonNullable<Awaited<ReturnType<typeof readSession>>>;

/**
 * Why this person may not be in this session's room now, as the 403's message; null when they
 * may (issue 32, item 1). Only the two parties, an online session approved or confirmed, from
 * 15 minutes before its start to its end, both accounts active.
 */
export function roomRefusal(session: RoomSession, userId: string, now: Date): string | null {
  if (userId !== session.clientId && userId !== session.professionalId) return M.notParty;
  if (session.serviceType !== "online") return M.notOnline;
  if (session.status === "cancelled") return M.cancelled;
  if (session.status !== "approved" && session.status !== "confirmed") return M.notActive;
  if (session.client.deletedAt || session.professional.deletedAt) return M.cancelled;
  if (session.client.isBanned || session.professional.isBanned) return M.cancelled;
  const time = roomTime(session, now);
  if (time === "early") return roomOpensMessage(roomWindow(session).opensAt, session.timeZone);
  if (time === "ended") return M.ended;
  return null;
}

/** The session behind a room id, or 404 (an id that is no session, or of a deleted one). */
export async function findRoomSession(db: Db, id: string): Promise<RoomSession> {
  const session = await readSession(db, id);
  if (!session) throw new AppError("not_found", M.notFound);
  return session;
}

/**
 * GET /api/rooms/{id}: a party's view of the room inside its window; 403 with the reason
 * for anyone else, or outside it (a stranger learns nothing about the session: the same
 * message whatever it is).
 */
export async function getRoom(
  db: Db,
  user: AuthUser,
  id: string,
  now: Date,
  iceServers: Room["iceServers"],
): Promise<Room> {
  const session = await findRoomSession(db, id);
  const refusal = roomRefusal(session, user.id, now);
  if (refusal) throw new AppError("forbidden", refusal);
  const isClient = user.id === session.clientId;
  const other = isClient ? session.professional : session.client;
  const window = roomWindow(session);
  const consent = await consentFor(db, session.clientId, {
    professionalId: session.professionalId,
    specialty: specialtyOf(session.specialties),
    extra: session.consentExtra ?? null,
  });
  return {
    appointmentId: session.id,
    role: isClient ? "client" : "professional",
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    timeZone: session.timeZone,
    other: {
      firstName: other.firstName,
      lastName: other.lastName,
      profileImageUrl: imageUrl(other.imageId),
    },
    externalLink: visibleVideoLink(session.videoLink, !isClient, consent.acceptedAt),
    consent,
    iceServers,
  };
}
