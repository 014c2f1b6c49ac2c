import { APPOINTMENT_MESSAGES, type Appointment } from "@domain/contracts/appointments";
import { NO_SHOW_MESSAGES } from "@domain/contracts/no-show";
import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { and, eq, isNull } from "drizzle-orm";
import { loadAppointments } from "./load-appointments";
import { notifyNoShowContest } from "./no-show-notifications";

/**
 * POST /api/appointments/{id}/no-show/contest (issue 17, decision 0272): the client says they
 * did come, once, with their words. The contest is recorded and shown to both sides; the status
 * stays 'Não compareceu' (nobody arbitrates in the app). A compare-and-swap on a no-show not yet
 * contested, so a second contest, even a simultaneous one, is 409 and changes nothing. The
 * professional is told in the same transaction.
 */
export async function contestNoShow(
  db: Db,
  client: AuthUser,
  id: string,
  reason: string,
  instant: Date,
): Promise<Appointment> {
  const mine = and(eq(appointments.id, id), eq(appointments.clientId, client.id));
  const [found] = await db
    .select({ professionalId: appointments.professionalId })
    .from(appointments)
    .where(mine);
  if (!found) throw new AppError("not_found", APPOINTMENT_MESSAGES.notFound);

  await withAgendaLock(db, found.professionalId, instant, async (tx) => {
    const [contested] = await tx
      .update(appointments)
      .set({ noShowContestedAt: instant, noShowContestReason: reason, updatedAt: instant })
      .where(and(mine, eq(appointments.status, "no_show"), isNull(appointments.noShowContestedAt)))
      .returning({ id: appointments.id });
    if (!contested) {
      const [row] = await tx.select({ status: appointments.status }).from(appointments).where(mine);
      throw new AppError(
        "conflict",
        row?.status === "no_show" ? NO_SHOW_MESSAGES.alreadyContested : NO_SHOW_MESSAGES.notNoShow,
      );
    }
    await notifyNoShowContest(tx, id, instant);
  });
  const [appointment] = await loadAppointments(db, eq(appointments.id, id), client.id);
  return appointment!;
}
