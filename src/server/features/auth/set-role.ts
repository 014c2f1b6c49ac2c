import { eq } from "drizzle-orm";
import type { SelfServiceRole } from "../../../domain/constants";
import { AUTH_MESSAGES } from "../../../domain/contracts/auth";
import type { Db } from "../../db/client";
import { agendaSettings, users } from "../../db/schema";
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
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, user.id)).returning();
    if (role === "professional") {
      await tx.insert(agendaSettings).values({ professionalId: user.id }).onConflictDoNothing();
    }
    return updated!;
  });
}
