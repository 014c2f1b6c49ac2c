import { CONTENT_MESSAGES as M } from "@domain/contents";
import type { ContentInput, OwnContent } from "@domain/contracts/contents";
import type { Db } from "@server/db/client";
import { contents, images, professionalProfiles as p, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { processContentImage } from "@server/features/profile/process-image";
import type { AuthUser } from "@server/http/route";
import { contentSlug } from "@server/shared/content-slug";
import { and, desc, eq } from "drizzle-orm";
import { contentColumns, ownContentView } from "./content-views";
import { contentPagesChanged } from "./page-changed";

/** Only a verified professional publishes (pending, rejected and banned ones do not). */
async function ensureVerified(db: Db, user: AuthUser) {
  const [profile] = await db
    .select({ verified: p.isVerified })
    .from(p)
    .where(eq(p.userId, user.id));
  if (!profile?.verified || user.isBanned) throw new AppError("forbidden", M.notVerified);
}

async function ownContent(db: Db, user: AuthUser, id: string): Promise<OwnContent> {
  const [row] = await db
    .select(contentColumns)
    .from(contents)
    .innerJoin(users, eq(users.id, contents.professionalId))
    .innerJoin(p, eq(p.userId, contents.professionalId))
    .where(and(eq(contents.id, id), eq(contents.professionalId, user.id)));
  if (!row) throw new AppError("not_found", M.notFound);
  return ownContentView(row);
}

/**
 * POST /api/contents (decision 0404): a verified professional publishes a title and a text (the
 * contract refused the councils' forbidden publicity). The address is the title's words and the
 * id's first characters, kept for good: an edit of the title leaves it where it was linked.
 */
export async function publishContent(
  db: Db,
  user: AuthUser,
  input: ContentInput,
  instant: Date,
): Promise<OwnContent> {
  await ensureVerified(db, user);
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(contents).values({
      id,
      professionalId: user.id,
      slug: contentSlug(input.title, id),
      title: input.title,
      body: input.contentText,
      publishedAt: instant,
      updatedAt: instant,
    });
    await contentPagesChanged(tx, user.id);
  });
  return ownContent(db, user, id);
}

/** PUT /api/contents/:id: the author rewrites title and text; a hidden content stays as it is. */
export async function updateContent(
  db: Db,
  user: AuthUser,
  id: string,
  input: ContentInput,
  instant: Date,
): Promise<OwnContent> {
  await ensureVerified(db, user);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ hiddenAt: contents.hiddenAt })
      .from(contents)
      .where(and(eq(contents.id, id), eq(contents.professionalId, user.id)))
      .for("update");
    if (!row) throw new AppError("not_found", M.notFound);
    if (row.hiddenAt) throw new AppError("conflict", M.hidden);
    await tx
      .update(contents)
      .set({ title: input.title, body: input.contentText, updatedAt: instant })
      .where(eq(contents.id, id));
    await contentPagesChanged(tx, user.id);
  });
  return ownContent(db, user, id);
}

/** DELETE /api/contents/:id: gone for good, with its image and its reports. */
export async function deleteContent(db: Db, user: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contents)
      .where(and(eq(contents.id, id), eq(contents.professionalId, user.id)))
      .returning({ imageId: contents.imageId });
    if (!row) throw new AppError("not_found", M.notFound);
    if (row.imageId) {
      await tx.delete(images).where(and(eq(images.id, row.imageId), eq(images.ownerId, user.id)));
    }
    await contentPagesChanged(tx, user.id);
  });
}

/**
 * POST /api/contents/:id/image: the profile photo's checks (JPEG, PNG or WebP by its bytes, at
 * most 10 MB), stored re-encoded as a JPEG at most 1200 px wide, without its metadata.
 * Null `dataUrl`: the image is removed.
 */
export async function setContentImage(
  db: Db,
  user: AuthUser,
  id: string,
  dataUrl: string | null,
  instant: Date,
): Promise<OwnContent> {
  await ensureVerified(db, user);
  const jpeg = dataUrl ? await processContentImage(dataUrl) : null;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ imageId: contents.imageId, hiddenAt: contents.hiddenAt })
      .from(contents)
      .where(and(eq(contents.id, id), eq(contents.professionalId, user.id)))
      .for("update");
    if (!row) throw new AppError("not_found", M.notFound);
    if (row.hiddenAt) throw new AppError("conflict", M.hidden);
    const [image] = jpeg
      ? await tx
          .insert(images)
          .values({ ownerId: user.id, mimeType: "image/jpeg", bytes: jpeg })
          .returning({ id: images.id })
      : [];
    await tx
      .update(contents)
      .set({ imageId: image?.id ?? null, updatedAt: instant })
      .where(eq(contents.id, id));
    if (row.imageId) {
      await tx.delete(images).where(and(eq(images.id, row.imageId), eq(images.ownerId, user.id)));
    }
    await contentPagesChanged(tx, user.id);
  });
  return ownContent(db, user, id);
}

/** GET /api/contents/mine: the author's contents, newest first, hidden ones with their reason. */
export async function listOwnContents(db: Db, user: AuthUser): Promise<OwnContent[]> {
  const rows = await db
    .select(contentColumns)
    .from(contents)
    .innerJoin(users, eq(users.id, contents.professionalId))
    .innerJoin(p, eq(p.userId, contents.professionalId))
    .where(eq(contents.professionalId, user.id))
    .orderBy(desc(contents.publishedAt), desc(contents.id))
    .limit(200);
  return rows.map(ownContentView);
}
