import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import type { Db } from "@server/db/client";
import { appointments, serviceConfirmations, users } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { createDueConfirmations } from "./create-due-confirmations";

const clientUser = alias(users, "client_user");
const professionalUser = alias(users, "professional_user");

/** The column that says which side of a confirmation the user is on, by their role. */
export const sideColumn = (user: AuthUser) =>
  user.role === "professional"
    ? serviceConfirmations.professionalId
    : serviceConfirmations.clientId;

async function selectConfirmations(db: Db, where: SQL | undefined): Promise<ServiceConfirmation[]> {
  const c = serviceConfirmations;
  const rows = await db
    .select({
      row: c,
      client: { firstName: clientUser.firstName, lastName: clientUser.lastName },
      professional: { firstName: professionalUser.firstName, lastName: professionalUser.lastName },
      hasReview: sql<boolean>`EXISTS (SELECT 1 FROM reviews r WHERE r.service_confirmation_id = ${c.id})`,
      session: {
        status: appointments.status,
        contestedAt: appointments.noShowContestedAt,
        contestReason: appointments.noShowContestReason,
      },
    })
    .from(c)
    .innerJoin(clientUser, eq(clientUser.id, c.clientId))
    .innerJoin(professionalUser, eq(professionalUser.id, c.professionalId))
    .innerJoin(appointments, eq(appointments.id, c.appointmentId))
    .where(where)
    .orderBy(desc(c.createdAt), desc(c.serviceDate), desc(c.id));
  return rows.map(({ row, client, professional, hasReview, session }) => ({
    id: row.id,
    appointmentId: row.appointmentId,
    professionalId: row.professionalId,
    professional,
    client,
    clientConfirmed: row.clientConfirmed,
    professionalConfirmed: row.professionalConfirmed,
    serviceDescription: row.serviceDescription,
    serviceDate: row.serviceDate,
    createdAt: row.createdAt.toISOString(),
    hasReview: Boolean(hasReview),
    noShow:
      session.status === "no_show"
        ? {
            contestedAt: session.contestedAt?.toISOString() ?? null,
            contestReason: session.contestReason,
          }
        : null,
  }));
}

/** The caller's confirmations (their side by role), newest first; creates any now due. */
export async function listConfirmations(
  db: Db,
  user: AuthUser,
  instant: Date,
): Promise<ServiceConfirmation[]> {
  await createDueConfirmations(db, instant, user.id);
  return selectConfirmations(db, eq(sideColumn(user), user.id));
}

export async function findConfirmation(
  db: Db,
  user: AuthUser,
  id: string,
): Promise<ServiceConfirmation | undefined> {
  const [found] = await selectConfirmations(
    db,
    and(eq(serviceConfirmations.id, id), eq(sideColumn(user), user.id)),
  );
  return found;
}
