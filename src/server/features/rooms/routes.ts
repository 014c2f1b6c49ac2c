import { idParamSchema } from "@domain/contracts/common";
import { professionalIdParamSchema } from "@domain/contracts/reviews";
import {
  acceptTelehealthConsentRequestSchema,
  type IceServer,
  roomSchema,
  telehealthConsentSchema,
} from "@domain/contracts/rooms";
import { defineRoute, type RouteDef } from "@server/http/route";
import { getRoom } from "./room-access";
import {
  acceptTelehealthConsent,
  getTelehealthConsent,
  withdrawTelehealthConsent,
} from "./telehealth-consent";

/**
 * Issue 32 (decision 0394): the online session's room and the client's consent. The room's
 * signalling is the WebSocket of `signal-route.ts`.
 */
export function roomsRoutes(iceServers: IceServer[]): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/rooms/:id",
      access: ["client", "professional"],
      tag: "rooms",
      summary:
        "A party's view of an approved or confirmed online session's room, from 15 minutes before its start to its end: the other party, the professional's own video link if any, the consent and the STUN/TURN servers. 403 with the reason for anyone else or outside the window.",
      params: idParamSchema,
      response: roomSchema,
      handler: ({ db, user, params, now }) => getRoom(db, user, params.id, now, iceServers),
    }),
    defineRoute({
      method: "GET",
      url: "/api/telehealth-consent/:professionalId",
      access: ["client"],
      tag: "rooms",
      summary:
        "The online-session consent a client reads for a professional they have a session with (the council's text and the professional's addition), and when they accepted its current version.",
      params: professionalIdParamSchema,
      response: telehealthConsentSchema,
      handler: ({ db, user, params }) => getTelehealthConsent(db, user, params.professionalId),
    }),
    defineRoute({
      method: "POST",
      url: "/api/telehealth-consent",
      access: ["client"],
      tag: "rooms",
      summary:
        "The client accepts the version of the consent they read (kept with its exact text); 409 if it changed since.",
      body: acceptTelehealthConsentRequestSchema,
      response: telehealthConsentSchema,
      handler: ({ db, user, body, now }) => acceptTelehealthConsent(db, user, body, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/telehealth-consent/:professionalId/withdraw",
      access: ["client"],
      tag: "rooms",
      summary:
        "The client withdraws the consent: the record stays with its withdrawal; the rooms close until they accept again.",
      params: professionalIdParamSchema,
      response: telehealthConsentSchema,
      handler: ({ db, user, params, now }) =>
        withdrawTelehealthConsent(db, user, params.professionalId, now),
    }),
  ];
}
