import { DEFAULT_TIME_ZONE } from "@domain/constants";
import { currentUserSchema } from "@domain/contracts/auth";
import { okResponseSchema } from "@domain/contracts/common";
import { dataExportResponseSchema } from "@domain/contracts/data-export";
import {
  privacySettingsRequestSchema,
  professionalProfileRequestSchema,
  reviewVisibilityRequestSchema,
} from "@domain/contracts/professional-profile";
import {
  PROFILE_MESSAGES,
  profileImageRequestSchema,
  profileImageResponseSchema,
  updateProfileRequestSchema,
} from "@domain/contracts/profile";
import { nowInZone } from "@domain/time";
import { clearSessionCookie } from "@server/auth/plugin";
import type { SessionStore } from "@server/auth/sessions";
import { defineRoute, type RouteDef } from "@server/http/route";
import { forgetKeptPagesHere } from "@server/shared/pages-gone";
import { deleteAccount } from "./delete-account";
import { exportUserData } from "./export-user-data";
import { saveProfessionalProfile } from "./save-professional-profile";
import { setProfileImage } from "./set-profile-image";
import { updatePrivacySettings } from "./update-privacy-settings";
import { updateProfile } from "./update-profile";
import { updateReviewVisibility } from "./update-review-visibility";

/** A 10 MB image is ~13.4 MB as base64, plus the JSON around it. */
const IMAGE_BODY_LIMIT = 15 * 1024 * 1024;

/** The profile area's API routes. */
export function profileRoutes(sessions: SessionStore): RouteDef[] {
  return [
    defineRoute({
      method: "PUT",
      url: "/api/user/profile",
      access: ["client", "professional"],
      tag: "profile",
      summary:
        "Saves the personal form (name, phone, city, neighbourhood for clients, bio); answers the current user.",
      body: updateProfileRequestSchema,
      response: currentUserSchema,
      handler: ({ db, user, body, now }) => updateProfile(db, user, body, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/professional/profile",
      access: ["professional"],
      tag: "profile",
      summary:
        "Saves the professional form (CPF checked and unique, register, specialties, options, places, price); CPF, register and specialty are locked once saved (409); clears a verification rejection. Answers the current user.",
      body: professionalProfileRequestSchema,
      response: currentUserSchema,
      handler: ({ db, user, body }) => saveProfessionalProfile(db, user, body),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/professional/privacy-settings",
      access: ["professional"],
      tag: "profile",
      summary:
        "Sets showContact, availableForNewPatients and shareEmail (creating the profile row if needed); answers the current user.",
      body: privacySettingsRequestSchema,
      response: currentUserSchema,
      handler: ({ db, user, body }) => updatePrivacySettings(db, user, body),
    }),
    defineRoute({
      method: "PUT",
      url: "/api/professional/review-visibility",
      access: ["professional"],
      tag: "profile",
      summary:
        "Sets how the professional's reviews appear to others: public (stars and texts), rating_only (average and count) or private (no rating shown); 409 before the professional form names the specialty. Answers the current user.",
      body: reviewVisibilityRequestSchema,
      response: currentUserSchema,
      handler: async ({ db, user, body, req }) => {
        const answer = await updateReviewVisibility(db, user, body);
        forgetKeptPagesHere(req);
        return answer;
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/user/profile-image",
      access: ["client", "professional"],
      tag: "profile",
      summary:
        "Replaces the profile photo: JPEG, PNG or WebP up to 10 MB, stored as a 400x400 JPEG.",
      body: profileImageRequestSchema,
      response: profileImageResponseSchema,
      bodyLimit: IMAGE_BODY_LIMIT,
      tooLargeMessage: PROFILE_MESSAGES.photoTooLarge,
      handler: ({ db, user, body }) => setProfileImage(db, user, body.imageData),
    }),
    defineRoute({
      method: "GET",
      url: "/api/user/data-export",
      access: ["client", "professional"],
      tag: "profile",
      summary:
        "'Baixar meus dados' (LGPD art. 18): everything held about the caller, as a JSON attachment.",
      beforeLegalAcceptance: true,
      response: dataExportResponseSchema,
      handler: async ({ db, user, reply, now }) => {
        const day = nowInZone(DEFAULT_TIME_ZONE, now).date;
        reply.header(
          "content-disposition",
          `attachment; filename="acolher-meus-dados-${day}.json"`,
        );
        reply.header("cache-control", "no-store");
        return exportUserData(db, user, now);
      },
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/user/account",
      access: ["client", "professional"],
      tag: "profile",
      summary:
        "Deletes the caller's account: personal data scrubbed, future appointments cancelled, sessions ended.",
      beforeLegalAcceptance: true,
      response: okResponseSchema,
      handler: async ({ db, user, req, reply, now }) => {
        await deleteAccount(db, user, now);
        forgetKeptPagesHere(req);
        await sessions.destroyAllFor(user.id);
        clearSessionCookie(reply, req.protocol === "https");
        return { ok: true as const };
      },
    }),
  ];
}
