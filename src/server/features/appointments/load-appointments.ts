import type { AcceptedPolicy } from "@domain/booking-policy";
import { AUTO_REJECT_AFTER_HOURS } from "@domain/constants";
import type { Appointment } from "@domain/contracts/appointments";
import { issuesReceitaSaude } from "@domain/payments";
import { consentInForceAt, roomPath, roomWindow, visibleVideoLink } from "@domain/telehealth";
import type { Db } from "@server/db/client";
import { prepared } from "@server/db/prepared";
import {
  agendaSettings,
  appointmentPayments,
  appointments,
  consents,
  professionalProfiles,
  rescheduleProposals,
  roomEntries,
  users,
} from "@server/db/schema";
import { visibleContact } from "@server/features/professionals/visibility";
import { hhmmOf } from "@server/shared/agenda-reads";
import { imageUrl } from "@server/shared/current-user";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const clientUser = alias(users, "client_user");
const professionalUser = alias(users, "professional_user");

const personColumns = (u: typeof clientUser | typeof professionalUser) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phone: u.phone,
  address: u.address,
  profileImageId: u.profileImageId,
});

/** When a pending request becomes 'Não respondido': 48 h after it was made, or at its start. */
const pendingExpiry = (createdAt: Date, startsAt: Date) =>
  new Date(
    Math.min(createdAt.getTime() + AUTO_REJECT_AFTER_HOURS * 3_600_000, startsAt.getTime()),
  ).toISOString();

export interface LoadOptions {
  /** Latest date and time first instead of earliest. */
  newestFirst?: boolean;
  limit?: number;
}

/**
 * Appointments in the SPEC §3 shape, by date then time (then id). The professional's e-mail
 * and phone follow their privacy settings unless the viewer is that professional.
 */
export async function loadAppointments(
  db: Db,
  where: SQL,
  viewerId: string,
  { newestFirst = false, limit }: LoadOptions = {},
): Promise<Appointment[]> {
  const direction = newestFirst ? desc : asc;
  const query = selectAppointments(db)
    .where(where)
    .orderBy(
      direction(appointments.appointmentDate),
      direction(appointments.startTime),
      direction(appointments.id),
    )
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => toAppointment(row, viewerId));
}

/** One appointment by id (a booking's answer): a named prepared statement (decision 0300). */
const appointmentById = prepared("appointment_by_id", (db, name) =>
  selectAppointments(db)
    .where(eq(appointments.id, sql.placeholder("id")))
    .prepare(name),
);

export async function loadAppointmentById(
  db: Db,
  id: string,
  viewerId: string,
): Promise<Appointment | undefined> {
  const [row] = await appointmentById(db).execute({ id });
  return row && toAppointment(row, viewerId);
}

type AppointmentRow = Awaited<ReturnType<typeof selectAppointments>>[number];

/** The appointment with both people, the professional's profile and a pending proposal. */
function selectAppointments(db: Db) {
  return db
    .select({
      appointment: appointments,
      client: personColumns(clientUser),
      professional: personColumns(professionalUser),
      profile: {
        specialties: professionalProfiles.specialties,
        officeAddress: professionalProfiles.officeAddress,
        officeComplement: professionalProfiles.officeComplement,
        officeCity: professionalProfiles.officeCity,
        officeState: professionalProfiles.officeState,
        showContact: professionalProfiles.showContact,
        shareEmail: professionalProfiles.shareEmail,
      },
      paid: {
        pixKey: agendaSettings.pixKey,
        clientPaidAt: appointmentPayments.clientPaidAt,
        payerIdentified: sql<boolean>`${appointmentPayments.payerCpf} IS NOT NULL`,
        receivedOn: appointmentPayments.receivedOn,
        receivedAmount: appointmentPayments.receivedAmount,
        receivedMethod: appointmentPayments.receivedMethod,
        receiptIssuedAt: appointmentPayments.receiptIssuedAt,
      },
      online: {
        videoLink: agendaSettings.videoLink,
        consentExtra: agendaSettings.telehealthConsentExtra,
        // The client's latest consent to this professional's online sessions still in force.
        consent: sql<{ version: string; at: string } | null>`(
          SELECT json_build_object('version', c.text_version, 'at', c.given_at)
          FROM ${consents} c
          WHERE c.user_id = ${appointments.clientId} AND c.professional_id = ${appointments.professionalId}
            AND c.purpose = 'telehealth' AND c.withdrawn_at IS NULL
          ORDER BY c.given_at DESC LIMIT 1)`,
        entries: sql<{ userId: string; at: string }[] | null>`(
          SELECT json_agg(json_build_object('userId', e.user_id, 'at', e.entered_at) ORDER BY e.entered_at)
          FROM ${roomEntries} e WHERE e.appointment_id = ${appointments.id})`,
      },
      proposal: {
        id: rescheduleProposals.id,
        proposedBy: rescheduleProposals.proposedBy,
        appointmentDate: rescheduleProposals.appointmentDate,
        startTime: rescheduleProposals.startTime,
        endTime: rescheduleProposals.endTime,
        createdAt: rescheduleProposals.createdAt,
      },
    })
    .from(appointments)
    .innerJoin(clientUser, eq(clientUser.id, appointments.clientId))
    .innerJoin(professionalUser, eq(professionalUser.id, appointments.professionalId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, appointments.professionalId))
    .leftJoin(agendaSettings, eq(agendaSettings.professionalId, appointments.professionalId))
    .leftJoin(appointmentPayments, eq(appointmentPayments.appointmentId, appointments.id))
    .leftJoin(
      rescheduleProposals,
      and(
        eq(rescheduleProposals.appointmentId, appointments.id),
        eq(rescheduleProposals.status, "pending"),
      ),
    );
}

function toAppointment(
  { appointment: a, client, professional, profile, proposal, online, paid }: AppointmentRow,
  viewerId: string,
): Appointment {
  const contact =
    viewerId === a.professionalId ? professional : visibleContact(professional, profile);
  const professionalImage = imageUrl(professional.profileImageId);
  return {
    id: a.id,
    clientId: a.clientId,
    professionalId: a.professionalId,
    appointmentDate: a.appointmentDate,
    startTime: hhmmOf(a.startTime),
    endTime: hhmmOf(a.endTime),
    timeZone: a.timeZone,
    status: a.status,
    serviceType: a.serviceType,
    clientAddress: a.clientAddress,
    addressComplement: a.addressComplement,
    notes: a.notes,
    professionalNotes: a.professionalNotes,
    cancelledBy: a.cancelledBy === "admin" ? null : a.cancelledBy,
    cancellationReason: a.cancellationReason,
    lateCancellation: a.lateCancellation,
    cancellationNoticeHours: a.cancellationNoticeHours,
    acceptedPolicy: (a.acceptedPolicy as AcceptedPolicy | null) ?? null,
    rejectionReason: a.rejectionReason,
    seriesId: a.seriesId,
    noShowContestedAt: a.noShowContestedAt?.toISOString() ?? null,
    noShowContestReason: a.noShowContestReason,
    expiresAt: a.status === "pending" ? pendingExpiry(a.createdAt, a.startsAt) : null,
    pendingReschedule:
      proposal && proposal.proposedBy !== "admin"
        ? {
            id: proposal.id,
            proposedBy: proposal.proposedBy,
            appointmentDate: proposal.appointmentDate,
            startTime: hhmmOf(proposal.startTime),
            endTime: hhmmOf(proposal.endTime),
            createdAt: proposal.createdAt.toISOString(),
          }
        : null,
    createdAt: a.createdAt.toISOString(),
    ...onlineParts(a, online, viewerId),
    payment: {
      pixAvailable: !!paid?.pixKey,
      receitaSaude: issuesReceitaSaude(profile?.specialties ?? []),
      payerIdentified: paid?.payerIdentified === true,
      clientPaidAt: paid?.clientPaidAt?.toISOString() ?? null,
      receivedOn: paid?.receivedOn ?? null,
      receivedAmount: paid?.receivedAmount ?? null,
      receivedMethod: paid?.receivedMethod ?? null,
      receiptIssuedAt: paid?.receiptIssuedAt?.toISOString() ?? null,
    },
    client: {
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      phone: client.phone,
      address: client.address,
      profileImageUrl: imageUrl(client.profileImageId),
    },
    professional: {
      firstName: professional.firstName,
      lastName: professional.lastName,
      email: contact.email,
      phone: contact.phone,
      profileImageUrl: professionalImage,
      professionalProfile: {
        profileImageUrl: professionalImage,
        specialties: profile?.specialties ?? [],
        officeAddress: profile?.officeAddress ?? null,
        officeComplement: profile?.officeComplement ?? null,
        officeCity: profile?.officeCity ?? null,
        officeState: profile?.officeState ?? null,
      },
    },
  };
}

/** Issue 32: the room, the consent in force and the room's entries (decision 0394). */
function onlineParts(
  a: AppointmentRow["appointment"],
  row: AppointmentRow["online"],
  viewerId: string,
) {
  const online = row ?? { videoLink: null, consentExtra: null, consent: null, entries: null };
  const consentAt = consentInForceAt(online.consent, online.consentExtra);
  const hasRoom =
    a.serviceType === "online" && (a.status === "approved" || a.status === "confirmed");
  const window = roomWindow(a);
  return {
    room: hasRoom
      ? {
          path: roomPath(a.id),
          opensAt: window.opensAt.toISOString(),
          closesAt: window.closesAt.toISOString(),
          externalLink: visibleVideoLink(
            online.videoLink,
            viewerId === a.professionalId,
            consentAt,
          ),
        }
      : null,
    telehealthConsentAt: consentAt,
    inPersonRequestedAt: a.inPersonRequestedAt?.toISOString() ?? null,
    roomEntries: (online.entries ?? []).map((entry) => ({
      by: entry.userId === a.professionalId ? ("professional" as const) : ("client" as const),
      at: new Date(entry.at).toISOString(),
    })),
  };
}
