import type { Db } from "@server/db/client";
import { appointments, users } from "@server/db/schema";
import { notify } from "@server/notifications/notify";
import { localWhenSql } from "@server/notifications/when-text";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const client = alias(users, "no_show_client");
const professional = alias(users, "no_show_professional");

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

/** 'Não compareceu' marked → the client, in the mark's transaction (decision 0272). */
export async function notifyNoShow(tx: Db, appointmentId: string, instant: Date): Promise<void> {
  const s = await loadSession(tx, appointmentId);
  if (!s) return;
  await notify(tx, {
    kind: "no_show_marked",
    recipientId: s.clientId,
    params: { otherName: s.professionalName, when: s.when },
    link: "/appointments",
    idempotencyKey: `no_show_marked:${s.id}`,
    instant,
    about: s.professionalId,
  });
}

/** The client contested it → the professional; the contest's words stay in the app. */
export async function notifyNoShowContest(
  tx: Db,
  appointmentId: string,
  instant: Date,
): Promise<void> {
  const s = await loadSession(tx, appointmentId);
  if (!s) return;
  await notify(tx, {
    kind: "no_show_contested",
    recipientId: s.professionalId,
    params: { otherName: s.clientName, when: s.when },
    link: "/professional/appointments",
    idempotencyKey: `no_show_contested:${s.id}`,
    instant,
    about: s.clientId,
  });
}
