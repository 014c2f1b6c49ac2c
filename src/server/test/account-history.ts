import type { Db } from "@server/db/client";
import { reviews } from "@server/db/schema";
import type { TestContext } from "./app";
import { makeAdmin, makeConfirmation, signInAs } from "./factories";

/** A review the client wrote on an ended, confirmed appointment with the professional. */
export async function makeReview(
  db: Db,
  options: { clientId: string; professionalId: string; rating?: number; comment?: string | null },
) {
  const { clientId, professionalId, rating = 5, comment = null } = options;
  const confirmation = await makeConfirmation(db, { clientId, professionalId });
  const [review] = await db
    .insert(reviews)
    .values({
      professionalId,
      clientId,
      serviceConfirmationId: confirmation.id,
      rating,
      comment,
      isAnonymous: comment === null,
    })
    .returning();
  return { confirmation, review: review! };
}

/**
 * An admin suspends the user ('outro') and reactivates them, with the same note each time: two
 * audit entries about the user. Answers the admin who did it.
 */
export async function suspendAndReactivate(t: TestContext, userId: string, note: string) {
  const adminUser = await makeAdmin(t.db);
  const admin = await signInAs(t.app, adminUser);
  for (const isBanned of [true, false]) {
    await admin.request({
      method: "PUT",
      url: `/api/admin/users/${userId}/ban`,
      payload: { isBanned, note, ...(isBanned ? { banReason: "outro" } : {}) },
    });
  }
  return adminUser;
}
