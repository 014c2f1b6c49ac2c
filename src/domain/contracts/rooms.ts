import { CANCELLING_PARTIES, SPECIALTIES } from "../constants";
import {
  CONSENT_EXTRA_MAX,
  TELEHEALTH_MESSAGES,
  VIDEO_LINK_MESSAGES,
  videoLinkProblem,
} from "../telehealth";
import { z } from "./z";

/**
 * Issue 32 (decision 0394): the online session's room, its consent, its signalling and the
 * professional's online settings.
 */

/** One STUN/TURN server as RTCPeerConnection takes it (from ICE_SERVERS). */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** The consent text a client reads for a professional (item 4). */
export const telehealthConsentSchema = z.object({
  professionalId: z.string(),
  specialty: z.enum(SPECIALTIES),
  /** The default's version and the professional's addition: what an acceptance names. */
  version: z.string(),
  title: z.string(),
  source: z.string(),
  paragraphs: z.array(z.string()),
  /** What the professional added, shown after the default; null: nothing. */
  extra: z.string().nullable(),
  /** When the client accepted this version; null: not yet (or withdrawn, or an older one). */
  acceptedAt: z.string().nullable(),
});
export type TelehealthConsent = z.infer<typeof telehealthConsentSchema>;

/** POST /api/telehealth-consent: the client accepts the version they read. */
export const acceptTelehealthConsentRequestSchema = z.object({
  professionalId: z.uuid({ message: TELEHEALTH_MESSAGES.notFound }),
  version: z.string().min(1).max(100),
});
export type AcceptTelehealthConsentRequest = z.infer<typeof acceptTelehealthConsentRequestSchema>;

/** GET /api/rooms/{id}: a party's view of the session's room, inside its window. */
export const roomSchema = z.object({
  appointmentId: z.string(),
  /** Who is asking: the client or the professional of the session. */
  role: z.enum(CANCELLING_PARTIES),
  startsAt: z.string(),
  endsAt: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  timeZone: z.string(),
  other: z.object({
    firstName: z.string(),
    lastName: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  /** The professional's own video room (item 3): the session happens there, not here. */
  externalLink: z.string().nullable(),
  /** The client's consent for this professional's online sessions (item 4). */
  consent: telehealthConsentSchema,
  /** STUN/TURN servers for the peer connection; empty on a local network. */
  iceServers: z.array(iceServerSchema),
});
export type Room = z.infer<typeof roomSchema>;

/** Signalling messages (WebSocket /api/rooms/{id}/signal), at most this many bytes each. */
export const SIGNAL_MAX_BYTES = 64 * 1024;

const descriptionSchema = z.object({
  type: z.enum(["offer", "answer", "pranswer", "rollback"]),
  sdp: z.string().max(SIGNAL_MAX_BYTES).optional(),
});
const candidateSchema = z
  .object({
    candidate: z.string().max(4000),
    sdpMid: z.string().max(200).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(1000).nullable().optional(),
    usernameFragment: z.string().max(200).nullable().optional(),
  })
  .nullable();

/** What a browser sends: relayed as it is to the other party's browser. */
export const signalFromBrowserSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("description"), description: descriptionSchema }),
  z.object({ kind: z.literal("candidate"), candidate: candidateSchema }),
  /** Asks the other side to start over (after a drop, or "Tentar novamente"). */
  z.object({ kind: z.literal("restart") }),
]);
export type SignalFromBrowser = z.infer<typeof signalFromBrowserSchema>;

/** What the server sends to a browser. */
export type SignalToBrowser =
  | SignalFromBrowser
  /** The other party's presence in the room: on joining, and whenever it changes. */
  | { kind: "peer"; present: boolean }
  /** The room closed (cancellation, the session's end, consent withdrawn): leave it. */
  | { kind: "closed"; message: string }
  /** A message was refused (too large, malformed); the socket stays open. */
  | { kind: "error"; message: string };

/** GET/PUT /api/agenda/online: the professional's online settings (items 3 and 4). */
export const onlineSettingsSchema = z.object({
  videoLink: z.string().nullable(),
  telehealthConsentExtra: z.string().nullable(),
});
export type OnlineSettings = z.infer<typeof onlineSettingsSchema>;

const emptyToNull = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? null : value;

export const onlineSettingsRequestSchema = z.object({
  videoLink: z.preprocess(
    emptyToNull,
    z
      .string({ message: VIDEO_LINK_MESSAGES.invalid })
      .trim()
      .superRefine((value, ctx) => {
        const problem = videoLinkProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .nullable(),
  ),
  telehealthConsentExtra: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(CONSENT_EXTRA_MAX, `O acréscimo ao termo tem no máximo ${CONSENT_EXTRA_MAX} caracteres.`)
      .nullable(),
  ),
});
export type OnlineSettingsRequest = z.infer<typeof onlineSettingsRequestSchema>;

/** POST /api/appointments/{id}/in-person/answer: the professional's answer to the request. */
export const inPersonAnswerRequestSchema = z.object({
  accept: z.boolean({ message: "Responda se aceita o atendimento presencial." }),
});
export type InPersonAnswerRequest = z.infer<typeof inPersonAnswerRequestSchema>;
