import { MESSAGE_MAX, MESSAGE_MESSAGES, MESSAGE_REPORT_REASON_KEYS } from "../messages";
import { z } from "./z";

/** Issue 34, item 1 (decision 0406): conversations between a client and a professional. */

const bodyField = z
  .string({ message: MESSAGE_MESSAGES.empty })
  .trim()
  .min(1, MESSAGE_MESSAGES.empty)
  .max(MESSAGE_MAX, MESSAGE_MESSAGES.tooLong);

/** POST /api/conversations (client): the first message to a professional, or the next one. */
export const startConversationRequestSchema = z.object({
  professionalId: z.uuid({ message: "Identificador inválido" }),
  body: bodyField,
});

/** POST /api/conversations/{id}/messages */
export const sendMessageRequestSchema = z.object({ body: bodyField });

/** GET /api/conversations/{id}/messages?before=<message id> (older pages). */
export const messagesQuerySchema = z.object({
  before: z.uuid({ message: "Identificador inválido" }).optional(),
});

/** The other side of a conversation as one reads it. */
export const conversationPersonSchema = z.object({
  id: z.string(),
  /** "Conta excluída" once deleted. */
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  deleted: z.boolean(),
});

export const conversationSchema = z.object({
  id: z.string(),
  other: conversationPersonSchema,
  lastMessageAt: z.string(),
  /** Messages from the other side after the caller last read. */
  unread: z.number(),
  /** The professional blocked the client. */
  blocked: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations: the caller's conversations, latest first (no message text). */
export const conversationsResponseSchema = z.array(conversationSchema);

export const messageSchema = z.object({
  id: z.string(),
  /** Sent by the caller. */
  mine: z.boolean(),
  /** null once the sender's account was deleted. */
  body: z.string().nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /api/conversations/{id}/messages: oldest first, at most 50, and whether older exist. */
export const messagesResponseSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(messageSchema),
  hasOlder: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesResponseSchema>;

/** POST /api/conversations answers the conversation and the message sent. */
export const sentMessageResponseSchema = z.object({
  conversationId: z.string(),
  message: messageSchema,
});

/** GET /api/conversations/unread: for the navigation's and the bell's count. */
export const unreadResponseSchema = z.object({ count: z.number() });

/** GET/PUT /api/agenda/messages (professional): pre-booking messages on or off. */
export const messageSettingsSchema = z.object({ preBookingMessages: z.boolean() });

/** POST /api/messages/{id}/report */
export const reportMessageRequestSchema = z.object({
  reason: z.enum(MESSAGE_REPORT_REASON_KEYS as [string, ...string[]], {
    message: MESSAGE_MESSAGES.reasonInvalid,
  }),
});

/** GET /api/admin/message-reports: open reports, each with its conversation (the only ones an admin reads). */
export const messageReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  reporterName: z.string(),
  reportedMessageId: z.string(),
  client: z.object({ id: z.string(), name: z.string() }),
  professional: z.object({ id: z.string(), name: z.string() }),
  messages: z.array(
    z.object({
      id: z.string(),
      sender: z.enum(["client", "professional"]),
      body: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export const messageReportsResponseSchema = z.array(messageReportSchema);

/** POST /api/admin/message-reports/{id}/resolve */
export const resolveMessageReportRequestSchema = z.object({
  outcome: z.string().trim().min(3, "Descreva o que foi feito.").max(500, "Até 500 caracteres."),
});

/** What the live channel (GET /api/live, server-sent events) tells a signed-in person. */
export const liveEventSchema = z.object({
  type: z.literal("message"),
  conversationId: z.string(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
