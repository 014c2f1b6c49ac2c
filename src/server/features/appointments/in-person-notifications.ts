import type { Db } from "@server/db/client";
import { appointments, users } from "@server/db/schema";
import { notify } from "@server/notifications/notify";
import { localWhenSql } from "@server/notifications/when-text";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const client = alias(users, "in_person_client");
const professional = alias(users, "in_person_professional");

async function loadSession(tx: Db, appointmentId: string) {
  const [session] = await tx
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      professionalId: appointments.professionalId,
      when: localWhenSql(appointments.appointmentDate, appointments.startTime),
      clientName: client.firstName,
      professionalName: professional.firstName,
    })
    .from(appointments)
    .innerJoin(client, eq(client.id, appointments.clientId))
    .innerJoin(professional, eq(professional.id, appointments.professionalId))
    .where(eq(appointments.id, appointmentId));
  return session;
}

/** The client asked for in-person care → the professional (decision 0396); one per request. */
export async function notifyInPersonRequest(
  tx: Db,
  appointmentId: string,
  instant: Date,
): Promise<void> {
  const s = await loadSession(tx, appointmentId);
  if (!s) return;
  await notify(tx, {
    kind: "in_person_requested",
    recipientId: s.professionalId,
    params: { otherName: s.clientName, when: s.when },
    link: "/professional/appointments",
    idempotencyKey: `in_person_requested:${s.id}:${instant.getTime()}`,
    instant,
    about: s.clientId,
  });
}

/** The professional's answer → the client, accepted or kept online. */
export async function notifyInPersonAnswer(
  tx: Db,
  appointmentId: string,
  accepted: boolean,
  instant: Date,
): Promise<void> {
  const s = await loadSession(tx, appointmentId);
  if (!s) return;
  const kind = accepted ? "in_person_accepted" : "in_person_declined";
  await notify(tx, {
    kind,
    recipientId: s.clientId,
    params: { otherName: s.professionalName, when: s.when },
    link: "/appointments",
    idempotencyKey: `${kind}:${s.id}:${instant.getTime()}`,
    instant,
    about: s.professionalId,
  });
}
