import { CONFIRMATION_MESSAGES, type ServiceConfirmation } from "@domain/contracts/confirmations";
import { NO_SHOW_MESSAGES } from "@domain/contracts/no-show";
import type { Db } from "@server/db/client";
import { appointments, serviceConfirmations } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { and, eq } from "drizzle-orm";
import { findConfirmation, sideColumn } from "./find-confirmations";

/**
 * Sets the caller's own flag (client or professional, by role) on their own confirmation.
 * Confirming again changes nothing; someone else's confirmation is "not found". The
 * confirmation that completes the pair invites the client to review, in the same transaction
 * and once (decision 0233). A session marked 'Não compareceu' is not confirmable (decision 0270).
 */
export async function confirmService(
  db: Db,
  user: AuthUser,
  id: string,
  instant: Date,
): Promise<ServiceConfirmation> {
  const c = serviceConfirmations;
  const asProfessional = user.role === "professional";
  const flag = asProfessional
    ? {
        column: c.professionalConfirmed,
        set: { professionalConfirmed: true, professionalConfirmedAt: instant },
      }
    : { column: c.clientConfirmed, set: { clientConfirmed: true, clientConfirmedAt: instant } };
  return db.transaction(async (tx) => {
    // The session's row, locked: a 'Não compareceu' racing this confirmation waits or is seen.
    const [session] = await tx
      .select({ status: appointments.status })
      .from(c)
      .innerJoin(appointments, eq(appointments.id, c.appointmentId))
      .where(and(eq(c.id, id), eq(sideColumn(user), user.id)))
      .for("update", { of: appointments });
    if (session?.status === "no_show") {
      throw new AppError("conflict", NO_SHOW_MESSAGES.notConfirmable);
    }
    // Only an unset flag changes: a repeated confirmation neither moves its date nor invites again.
    const [changed] = await tx
      .update(c)
      .set(flag.set)
      .where(and(eq(c.id, id), eq(sideColumn(user), user.id), eq(flag.column, false)))
      .returning({
        clientId: c.clientId,
        clientConfirmed: c.clientConfirmed,
        professionalConfirmed: c.professionalConfirmed,
      });
    const found = await findConfirmation(tx, user, id);
    if (!found) throw new AppError("not_found", CONFIRMATION_MESSAGES.notFound);
    if (changed?.clientConfirmed && changed.professionalConfirmed) {
      await inviteReview(tx, changed.clientId, found, instant);
    }
    return found;
  });
}

async function inviteReview(
  tx: Db,
  clientId: string,
  confirmation: ServiceConfirmation,
  instant: Date,
) {
  const [year, month, day] = confirmation.serviceDate?.split("-") ?? [];
  const params: Record<string, string> = day ? { when: `${day}/${month}/${year}` } : {};
  await notify(tx, {
    kind: "review_invitation",
    recipientId: clientId,
    params,
    link: "/reviews",
    idempotencyKey: `review_invitation:${confirmation.id}`,
    instant,
  });
}
