import { contentPath } from "@domain/contents";
import type { Content, OwnContent } from "@domain/contracts/contents";
import { profilePath } from "@domain/public-pages";
import { contents, professionalProfiles as p, users } from "@server/db/schema";
import { imageUrl, titleFormOf } from "@server/shared/current-user";
import { and, eq, isNull } from "drizzle-orm";

/**
 * A content and its author as every list reads them (decision 0404): the columns, the author
 * a visitor may see (verified, not banned, not deleted), and the view the API answers with.
 */
export const contentColumns = {
  id: contents.id,
  slug: contents.slug,
  title: contents.title,
  body: contents.body,
  imageId: contents.imageId,
  publishedAt: contents.publishedAt,
  updatedAt: contents.updatedAt,
  hiddenAt: contents.hiddenAt,
  hiddenReason: contents.hiddenReason,
  professionalId: contents.professionalId,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageId: users.profileImageId,
  specialties: p.specialties,
  titleForm: p.titleForm,
  publicNumber: p.publicNumber,
};

export interface ContentRow {
  id: string;
  slug: string;
  title: string;
  body: string;
  imageId: string | null;
  publishedAt: Date;
  updatedAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  professionalId: string;
  firstName: string;
  lastName: string;
  profileImageId: string | null;
  specialties: string[];
  titleForm: string | null;
  publicNumber: number;
}

/** An author others may see: as the public profile's own rule (decision 0352). */
export const visibleAuthor = and(
  eq(p.isVerified, true),
  eq(users.role, "professional"),
  eq(users.isBanned, false),
  isNull(users.deletedAt),
);

/** A content others may see: not hidden, by a visible author. */
export const visibleContent = and(isNull(contents.hiddenAt), visibleAuthor);

export function contentView(row: ContentRow): Content {
  return {
    id: row.id,
    slug: row.slug,
    path: contentPath(row.slug),
    title: row.title,
    contentText: row.body,
    imageUrl: imageUrl(row.imageId),
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    author: {
      id: row.professionalId,
      firstName: row.firstName,
      lastName: row.lastName,
      specialty: row.specialties[0] ?? null,
      profileImageUrl: imageUrl(row.profileImageId),
      profilePath: profilePath({
        firstName: row.firstName,
        lastName: row.lastName,
        publicNumber: row.publicNumber,
        professionalProfile: {
          specialties: row.specialties,
          titleForm: titleFormOf(row.titleForm),
        },
      }),
    },
  };
}

export const ownContentView = (row: ContentRow): OwnContent => ({
  ...contentView(row),
  hiddenAt: row.hiddenAt?.toISOString() ?? null,
  hiddenReason: row.hiddenReason,
});
