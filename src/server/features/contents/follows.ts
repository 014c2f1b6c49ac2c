import { CONTENT_MESSAGES as M } from "@domain/contents";
import type { FollowStatus } from "@domain/contracts/contents";
import type { Db } from "@server/db/client";
import { follows, professionalProfiles as p, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import type { AuthUser } from "@server/http/route";
import { and, eq } from "drizzle-orm";
import { visibleAuthor } from "./content-views";

/**
 * Following is the client's own (decision 0404): only they read it, through these three routes
 * answering about themselves; nobody else (the professional included) sees who follows whom, and
 * no count is shown anywhere.
 */
export async function followStatus(
  db: Db,
  client: AuthUser,
  professionalId: string,
): Promise<FollowStatus> {
  const [row] = await db
    .select({ at: follows.createdAt })
    .from(follows)
    .where(and(eq(follows.clientId, client.id), eq(follows.professionalId, professionalId)));
  return { following: !!row };
}

/** PUT /api/follows/:id: follows a professional others may see; again is no change. */
export async function follow(
  db: Db,
  client: AuthUser,
  professionalId: string,
  instant: Date,
): Promise<FollowStatus> {
  const [pro] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(p, eq(p.userId, users.id))
    .where(and(eq(users.id, professionalId), visibleAuthor));
  if (!pro) throw new AppError("not_found", M.professionalNotFound);
  await db
    .insert(follows)
    .values({ clientId: client.id, professionalId, createdAt: instant })
    .onConflictDoNothing();
  return { following: true };
}

/** DELETE /api/follows/:id: stops following; not following is no error. */
export async function unfollow(
  db: Db,
  client: AuthUser,
  professionalId: string,
): Promise<FollowStatus> {
  await db
    .delete(follows)
    .where(and(eq(follows.clientId, client.id), eq(follows.professionalId, professionalId)));
  return { following: false };
}
