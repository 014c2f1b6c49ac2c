import { idParamSchema, okResponseSchema } from "@domain/contracts/common";
import {
  contentImageRequestSchema,
  contentInputSchema,
  feedPageSchema,
  feedQuerySchema,
  followStatusSchema,
  ownContentSchema,
  ownContentsSchema,
  professionalContentsSchema,
  reportContentRequestSchema,
} from "@domain/contracts/contents";
import { PROFILE_MESSAGES } from "@domain/contracts/profile";
import { defineRoute, type RouteDef } from "@server/http/route";
import { forgetKeptPagesHere } from "@server/shared/pages-gone";
import { readFeed } from "./feed";
import { follow, followStatus, unfollow } from "./follows";
import {
  deleteContent,
  listOwnContents,
  publishContent,
  setContentImage,
  updateContent,
} from "./own-contents";
import { latestContentsOf } from "./public-contents";
import { reportContent } from "./report-content";

/** A 10 MB image is ~13.4 MB as base64, plus the JSON around it (as the profile photo's). */
const IMAGE_BODY_LIMIT = 15 * 1024 * 1024;

/** Contents, follows, the client's feed and reporting a content (issue 34, item 2; decision 0404). */
export function contentsRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "POST",
      url: "/api/contents",
      access: ["professional"],
      tag: "contents",
      summary:
        "A verified professional publishes a content (title 3-120, text up to 10,000 in the small format), under the councils' publicity rules; 403 unless verified.",
      body: contentInputSchema,
      response: ownContentSchema,
      handler: async ({ db, user, body, now, reply, req }) => {
        const content = await publishContent(db, user, body, now);
        forgetKeptPagesHere(req);
        reply.status(201);
        return content;
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/contents/mine",
      access: ["professional"],
      tag: "contents",
      summary: "The professional's own contents, newest first, hidden ones with the reason.",
      response: ownContentsSchema,
      handler: ({ db, user }) => listOwnContents(db, user),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/contents/:id",
      access: ["professional"],
      tag: "contents",
      summary:
        "The author rewrites a content's title and text (the address stays), under the publicity rules; 409 once hidden.",
      params: idParamSchema,
      body: contentInputSchema,
      response: ownContentSchema,
      handler: async ({ db, user, params, body, now, req }) => {
        const content = await updateContent(db, user, params.id, body, now);
        forgetKeptPagesHere(req);
        return content;
      },
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/contents/:id",
      access: ["professional"],
      tag: "contents",
      summary: "The author deletes a content, its image and its reports.",
      params: idParamSchema,
      response: okResponseSchema,
      handler: async ({ db, user, params, req }) => {
        await deleteContent(db, user, params.id);
        forgetKeptPagesHere(req);
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/contents/:id/image",
      access: ["professional"],
      tag: "contents",
      summary:
        "Sets a content's image: JPEG, PNG or WebP up to 10 MB, stored as a JPEG at most 1200 px a side.",
      params: idParamSchema,
      body: contentImageRequestSchema,
      response: ownContentSchema,
      bodyLimit: IMAGE_BODY_LIMIT,
      tooLargeMessage: PROFILE_MESSAGES.photoTooLarge,
      handler: async ({ db, user, params, body, now, req }) => {
        const content = await setContentImage(db, user, params.id, body.imageData, now);
        forgetKeptPagesHere(req);
        return content;
      },
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/contents/:id/image",
      access: ["professional"],
      tag: "contents",
      summary: "Removes a content's image.",
      params: idParamSchema,
      response: ownContentSchema,
      handler: async ({ db, user, params, now, req }) => {
        const content = await setContentImage(db, user, params.id, null, now);
        forgetKeptPagesHere(req);
        return content;
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/professionals/:id/contents",
      access: "public",
      tag: "contents",
      summary:
        "A visible professional's latest contents (their profile's 'Conteúdos'); empty for anyone else.",
      params: idParamSchema,
      response: professionalContentsSchema,
      handler: ({ db, params }) => latestContentsOf(db, params.id),
    }),
    defineRoute({
      method: "GET",
      url: "/api/feed",
      access: ["client"],
      tag: "contents",
      summary:
        "The client's feed: followed professionals' contents first, then recent ones of the specialties they booked or saved and of their city; a cursor per page of 10.",
      query: feedQuerySchema,
      response: feedPageSchema,
      handler: ({ db, user, query }) => readFeed(db, user, query),
    }),
    defineRoute({
      method: "GET",
      url: "/api/follows/:id",
      access: ["client"],
      tag: "contents",
      summary: "Whether the caller follows this professional (only the caller's own follows).",
      params: idParamSchema,
      response: followStatusSchema,
      handler: ({ db, user, params }) => followStatus(db, user, params.id),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/follows/:id",
      access: ["client"],
      tag: "contents",
      summary: "Follows a visible professional ('Seguir'); private to the client, no count shown.",
      params: idParamSchema,
      response: followStatusSchema,
      handler: ({ db, user, params, now }) => follow(db, user, params.id, now),
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/follows/:id",
      access: ["client"],
      tag: "contents",
      summary: "Stops following a professional.",
      params: idParamSchema,
      response: followStatusSchema,
      handler: ({ db, user, params }) => unfollow(db, user, params.id),
    }),
    defineRoute({
      method: "POST",
      url: "/api/content-reports",
      access: ["client", "professional"],
      tag: "contents",
      summary:
        "Reports a visible content (not one's own) with a reason from the list and optional details, once per person.",
      body: reportContentRequestSchema,
      response: okResponseSchema,
      handler: async ({ db, user, body, now, reply }) => {
        await reportContent(db, user, body, now);
        reply.status(201);
        return { ok: true as const };
      },
    }),
  ];
}
