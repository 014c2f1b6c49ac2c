import type { Db } from "@server/db/client";
import { images, users } from "@server/db/schema";
import type { AuthUser } from "@server/http/route";
import { imageUrl } from "@server/shared/current-user";
import { and, eq } from "drizzle-orm";
import { processProfileImage } from "./process-image";

/** Stores the re-encoded photo, points the user at it and deletes the previous one, atomically. */
export async function setProfileImage(
  db: Db,
  user: AuthUser,
  dataUrl: string,
): Promise<{ profileImageUrl: string }> {
  const jpeg = await processProfileImage(dataUrl);
  const imageId = await db.transaction(async (tx) => {
    // Locking the user row makes two uploads at once replace each other cleanly.
    const [current] = await tx
      .select({ imageId: users.profileImageId })
      .from(users)
      .where(eq(users.id, user.id))
      .for("update");
    const [image] = await tx
      .insert(images)
      .values({ ownerId: user.id, mimeType: "image/jpeg", bytes: jpeg })
      .returning({ id: images.id });
    await tx.update(users).set({ profileImageId: image!.id }).where(eq(users.id, user.id));
    if (current?.imageId) {
      await tx
        .delete(images)
        .where(and(eq(images.id, current.imageId), eq(images.ownerId, user.id)));
    }
    return image!.id;
  });
  return { profileImageUrl: imageUrl(imageId)! };
}
