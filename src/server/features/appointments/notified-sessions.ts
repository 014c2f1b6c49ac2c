import type { Db } from "@server/db/client";
import { appointments, rescheduleProposals, users } from "@server/db/schema";
import { localWhenSql } from "@server/notifications/when-text";
import { eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

/**
 * The sessions as the notifications tell of them (decisions 0225, 0374): when, on the
 * appointment's own wall clock, both people's names, and how often it moved (each accepted
 * reschedule sent the calendars a new SEQUENCE).
 */
const client = alias(users, "notified_client");
const professional = alias(users, "notified_professional");

/** Where each side sees its appointments. */
export const PAGE = {
  client: "/appointments",
  professional: "/professional/appointments",
} as const;

export async function loadSessions(tx: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      professionalId: appointments.professionalId,
      date: appointments.appointmentDate,
      startTime: appointments.startTime,
      endTime: appointments.endTime,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      timeZone: appointments.timeZone,
      /** An online session's invitation carries its room (decision 0397). */
      serviceType: appointments.serviceType,
      seriesId: appointments.seriesId,
      /** Accepted reschedules: each sent the calendar a new SEQUENCE (issue 17). */
      moves: sql<number>`(SELECT count(*)::int FROM ${rescheduleProposals} WHERE ${rescheduleProposals.appointmentId} = ${appointments.id} AND ${rescheduleProposals.status} = 'accepted')`,
      when: localWhenSql(appointments.appointmentDate, appointments.startTime),
      client: { firstName: client.firstName, lastName: client.lastName },
      professional: { firstName: professional.firstName, lastName: professional.lastName },
    })
    .from(appointments)
    .innerJoin(client, eq(client.id, appointments.clientId))
    .innerJoin(professional, eq(professional.id, appointments.professionalId))
    .where(inArray(appointments.id, ids));
}

export type Session = Awaited<ReturnType<typeof loadSessions>>[number];

export const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`;
