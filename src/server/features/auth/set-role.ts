import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { LIVE_STATUSES, type SelfServiceRole } from "../../../domain/constants";
import { AUTH_MESSAGES } from "../../../domain/contracts/auth";
import type { Db } from "../../db/client";
import { agendaSettings, appointments, users } from "../../db/schema";
import { AppError } from "../../errors";

type UserRow = typeof users.$inferSelect;

/**
 * A user without a role picks one; a client may become a professional (SPEC §4: the stored
 * choice is sent when the user has no role or the client role). Admins and professionals keep
 * theirs; nothing here can ever produce an admin. Docs: docs/decisions/0003-roles.md.
 */
export async function setRole(db: Db, user: UserRow, role: SelfServiceRole): Promise<UserRow> {
  if (user.role === role) return user;
  const allowed = user.role === null || (user.role === "client" && role === "professional");
  if (!allowed) throw new AppError("forbidden", AUTH_MESSAGES.roleChangeNotAllowed);
  return db.transaction(async (tx) => {
    // A professional can't reach the client screens: their own live bookings would be stranded
    // while still holding slots (decision 0142).
    if (role === "professional" && (await hasLiveBookings(tx, user.id))) {
      throw new AppError("conflict", AUTH_MESSAGES.liveBookingsBlockRoleChange);
    }
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, user.id)).returning();
    if (role === "professional") {
      await tx.insert(agendaSettings).values({ professionalId: user.id }).onConflictDoNothing();
    }
    return updated!;
  });
}

async function hasLiveBookings(db: Db, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.clientId, clientId),
        inArray(appointments.status, [...LIVE_STATUSES]),
        gt(appointments.endsAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
