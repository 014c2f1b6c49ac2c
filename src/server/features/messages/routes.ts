import { idParamSchema } from "@domain/contracts/common";
import {
  conversationsResponseSchema,
  messageReportsResponseSchema,
  messageSchema,
  messageSettingsSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  reportMessageRequestSchema,
  resolveMessageReportRequestSchema,
  sendMessageRequestSchema,
  sentMessageResponseSchema,
  startConversationRequestSchema,
  unreadResponseSchema,
} from "@domain/contracts/messages";
import type { MessageReportReason } from "@domain/messages";
import { agendaSettings } from "@server/db/schema";
import { defineRoute, type RouteDef } from "@server/http/route";
import { eq } from "drizzle-orm";
import { conversationMessages, listConversations, unreadCount } from "./conversation-reads";
import { markRead, sendMessage, setBlocked, startConversation } from "./conversations";
import { openMessageReports, reportMessage, resolveMessageReport } from "./reports";

const PEOPLE = ["client", "professional"] as const;

/** Issue 34, item 1 (decision 0406): messages between a client and a professional. */
export function messageRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "GET",
      url: "/api/conversations",
      access: PEOPLE,
      tag: "messages",
      summary:
        "The caller's conversations, latest first: the other side (or 'Conta excluída'), the last message's instant, the unread count and whether blocked; never a message's text.",
      response: conversationsResponseSchema,
      handler: ({ db, user }) => listConversations(db, user),
    }),
    defineRoute({
      method: "GET",
      url: "/api/conversations/unread",
      access: PEOPLE,
      tag: "messages",
      summary: "How many messages the caller has not read, in all conversations ({ count }).",
      response: unreadResponseSchema,
      handler: async ({ db, user }) => ({ count: await unreadCount(db, user) }),
    }),
    defineRoute({
      method: "POST",
      url: "/api/conversations",
      access: ["client"],
      tag: "messages",
      summary:
        "A client writes to a verified professional ({ professionalId, body ≤ 2000 }), in the pair's conversation or a new one. Before any booking only if the professional takes pre-booking messages (403); at most 5 new conversations in 24 hours and 20 messages a minute (429); 409 blocked.",
      body: startConversationRequestSchema,
      response: sentMessageResponseSchema,
      handler: ({ db, user, body, now }) => startConversation(db, user, body, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/conversations/:id/messages",
      access: PEOPLE,
      tag: "messages",
      summary:
        "A page of a conversation of the caller's (50, oldest first; ?before=<message id> for older), with the conversation; 404 for anyone outside it.",
      params: idParamSchema,
      query: messagesQuerySchema,
      response: messagesResponseSchema,
      handler: ({ db, user, params, query }) =>
        conversationMessages(db, user, params.id, query.before),
    }),
    defineRoute({
      method: "POST",
      url: "/api/conversations/:id/messages",
      access: PEOPLE,
      tag: "messages",
      summary:
        "Sends a message ({ body ≤ 2000 }) in a conversation of the caller's; 409 blocked or the other side deleted; 429 over 20 a minute.",
      params: idParamSchema,
      body: sendMessageRequestSchema,
      response: messageSchema,
      handler: ({ db, user, params, body, now }) =>
        sendMessage(db, user, params.id, body.body, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/conversations/:id/read",
      access: PEOPLE,
      tag: "messages",
      summary:
        "The caller read the conversation up to now (its unread count and pending e-mail go).",
      params: idParamSchema,
      handler: async ({ db, user, params, now, reply }) => {
        await markRead(db, user, params.id, now);
        return reply.code(204).send();
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/conversations/:id/block",
      access: ["professional"],
      tag: "messages",
      summary:
        "The professional blocks the client of one of their conversations; 409 when blocked.",
      params: idParamSchema,
      handler: async ({ db, user, params, now, reply }) => {
        await setBlocked(db, user, params.id, true, now);
        return reply.code(204).send();
      },
    }),
    defineRoute({
      method: "DELETE",
      url: "/api/conversations/:id/block",
      access: ["professional"],
      tag: "messages",
      summary: "The professional unblocks it; 409 when not blocked.",
      params: idParamSchema,
      handler: async ({ db, user, params, now, reply }) => {
        await setBlocked(db, user, params.id, false, now);
        return reply.code(204).send();
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/agenda/messages",
      access: ["professional"],
      tag: "messages",
      summary:
        "Whether the caller takes messages from clients who have not booked ({ preBookingMessages }).",
      response: messageSettingsSchema,
      handler: async ({ db, user }) => {
        const [row] = await db
          .select({ preBookingMessages: agendaSettings.preBookingMessages })
          .from(agendaSettings)
          .where(eq(agendaSettings.professionalId, user.id));
        return { preBookingMessages: row?.preBookingMessages ?? true };
      },
    }),
    defineRoute({
      method: "PUT",
      url: "/api/agenda/messages",
      access: ["professional"],
      tag: "messages",
      summary: "Turns pre-booking messages on or off ({ preBookingMessages }).",
      body: messageSettingsSchema,
      response: messageSettingsSchema,
      handler: async ({ db, user, body }) => {
        await db
          .insert(agendaSettings)
          .values({ professionalId: user.id, preBookingMessages: body.preBookingMessages })
          .onConflictDoUpdate({
            target: agendaSettings.professionalId,
            set: { preBookingMessages: body.preBookingMessages },
          });
        return body;
      },
    }),
    defineRoute({
      method: "POST",
      url: "/api/messages/:id/report",
      access: PEOPLE,
      tag: "messages",
      summary:
        "Reports a message of the other side of a conversation of the caller's ({ reason }); once per person (409); the conversation opens to the admins.",
      params: idParamSchema,
      body: reportMessageRequestSchema,
      handler: async ({ db, user, params, body, now, reply }) => {
        await reportMessage(db, user, params.id, body.reason as MessageReportReason, now);
        return reply.code(204).send();
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/message-reports",
      access: ["admin"],
      tag: "messages",
      summary:
        "The open message reports, oldest first, each with its conversation's last 100 messages: the only conversations an admin reads.",
      response: messageReportsResponseSchema,
      handler: ({ db }) => openMessageReports(db),
    }),
    defineRoute({
      method: "POST",
      url: "/api/admin/message-reports/:id/resolve",
      access: ["admin"],
      tag: "messages",
      summary: "Closes a message report with what was done ({ outcome }); 409 when closed.",
      params: idParamSchema,
      body: resolveMessageReportRequestSchema,
      handler: async ({ db, user, params, body, now, reply }) => {
        await resolveMessageReport(db, user, params.id, body.outcome, now);
        return reply.code(204).send();
      },
    }),
  ];
}
