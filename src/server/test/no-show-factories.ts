import type { Db } from "@server/db/client";
import { appointments } from "@server/db/schema";
import { eq } from "drizzle-orm";
import { makeAppointment } from "./appointment-factories";
import { testNow } from "./clock";

let made = 0;

/**
 * A session of the client's with the professional that ended `endedMinutesAgo` (default: some
 * hours ago, a fresh time on each call so approved ones never overlap), approved unless told;
 * `noShow` marks it 'Não compareceu' as the professional's route would.
 */
export async function makeEndedSession(
  db: Db,
  options: {
    clientId: string;
    professionalId: string;
    endedMinutesAgo?: number;
    durationMinutes?: number;
    noShow?: boolean;
  },
) {
  made++;
  const duration = options.durationMinutes ?? 60;
  const ended = options.endedMinutesAgo ?? 5 * 24 * 60 + made * 90;
  const row = await makeAppointment(db, {
    clientId: options.clientId,
    professionalId: options.professionalId,
    status: "approved",
    startedMinutesAgo: ended + duration,
    durationMinutes: duration,
  });
  if (!options.noShow) return row;
  const [marked] = await db
    .update(appointments)
    .set({ status: "no_show", noShowMarkedAt: testNow() })
    .where(eq(appointments.id, row.id))
    .returning();
  return marked!;
}
