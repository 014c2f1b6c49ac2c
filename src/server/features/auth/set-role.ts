import { LIVE_STATUSES, type SelfServiceRole } from "@domain/constants";
import { AUTH_MESSAGES } from "@domain/contracts/auth";
import type { Db } from "@server/db/client";
import { agendaSettings, appointments, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { and, eq, gt, inArray } from "drizzle-orm";

type UserRow = typeof users.$inferSelect;

/**
 * A user without a role picks one; a client may become a professional (SPEC §4: the stored
 * choice is sent when the user has no role or the client role). Admins and professionals keep
 * theirs; nothing here can ever produce an admin. Docs: docs/decisions/0003-roles.md.
 */
export async function setRole(
  db: Db,
  user: UserRow,
  role: SelfServiceRole,
  instant: Date,
): Promise<UserRow> {
  if (user.role === role) return user;
  ensureAllowed(user.role, role);
  return db.transaction(async (tx) => {
    // The row FOR UPDATE first: a booking in flight holds it shared, so it is committed (and
    // seen below) before this goes on, and a later booking sees the new role (decision 0185).
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for("update");
    if (!current || current.role === role) return current ?? user;
    ensureAllowed(current.role, role);
    // A professional can't reach the client screens: their own live bookings would be stranded
    // while still holding slots (decision 0142).
    if (role === "professional" && (await hasLiveBookings(tx, user.id, instant))) {
      throw new AppError("conflict", AUTH_MESSAGES.liveBookingsBlockRoleChange);
    }
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, user.id)).returning();
    if (role === "professional") {
      await tx.insert(agendaSettings).values({ professionalId: user.id }).onConflictDoNothing();
    }
    return updated!;
  });
}

function ensureAllowed(from: UserRow["role"], to: SelfServiceRole): void {
  const allowed = from === null || (from === "client" && to === "professional");
  if (!allowed) throw new AppError("forbidden", AUTH_MESSAGES.roleChangeNotAllowed);
}

async function hasLiveBookings(db: Db, clientId: string, instant: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.clientId, clientId),
        inArray(appointments.status, [...LIVE_STATUSES]),
        gt(appointments.endsAt, instant),
      ),
    )
    .limit(1);
  return row !== undefined;
}
