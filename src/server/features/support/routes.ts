import { idParamSchema } from "@domain/contracts/common";
import {
  adminSupportTicketSchema,
  closeSupportTicketRequestSchema,
  createSupportTicketRequestSchema,
  supportMessageRequestSchema,
  supportQueueQuerySchema,
  supportQueueSchema,
  supportTicketDetailSchema,
  supportTicketListSchema,
} from "@domain/contracts/support";
import { defineRoute, type RouteDef } from "@server/http/route";
import { addOwnMessage } from "./add-own-message";
import { answerTicket } from "./answer-ticket";
import { closeTicket } from "./close-ticket";
import { createSupportTicket } from "./create-ticket";
import { listOwnTickets } from "./list-own-tickets";
import { listSupportQueue } from "./list-support-queue";
import { readOwnTicket } from "./read-own-ticket";
import { readTicketForAdmin } from "./read-ticket-for-admin";

const admins = ["admin"] as const;

/**
 * "Fale com o suporte" (decision 0390). The person's routes answer anyone signed in, with or
 * without a role, a pending or rejected professional, and someone who has not accepted new terms
 * yet (the channel is how they ask about them); the queue and the answers are the admins'.
 */
export function supportRoutes(): RouteDef[] {
  return [
    defineRoute({
      method: "POST",
      url: "/api/support/tickets",
      access: "authenticated",
      beforeLegalAcceptance: true,
      tag: "support",
      summary:
        "Opens a ticket with a topic from the list and a first message; due in 5 days, 15 for a data subject's request; at most 5 in 24 hours.",
      body: createSupportTicketRequestSchema,
      response: supportTicketDetailSchema,
      handler: async ({ db, user, body, now, reply }) => {
        const ticket = await createSupportTicket(db, user, body, now);
        reply.status(201);
        return ticket;
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/support/tickets",
      access: "authenticated",
      beforeLegalAcceptance: true,
      tag: "support",
      summary: "The caller's own tickets, newest first.",
      response: supportTicketListSchema,
      handler: ({ db, user }) => listOwnTickets(db, user),
    }),
    defineRoute({
      method: "GET",
      url: "/api/support/tickets/:id",
      access: "authenticated",
      beforeLegalAcceptance: true,
      tag: "support",
      summary: "One of the caller's tickets with its messages; anyone else's is 404.",
      params: idParamSchema,
      response: supportTicketDetailSchema,
      handler: ({ db, user, params }) => readOwnTicket(db, user, params.id),
    }),
    defineRoute({
      method: "POST",
      url: "/api/support/tickets/:id/messages",
      access: "authenticated",
      beforeLegalAcceptance: true,
      tag: "support",
      summary:
        "Writes again in one of the caller's tickets; an answered one opens again; 409 once closed.",
      params: idParamSchema,
      body: supportMessageRequestSchema,
      response: supportTicketDetailSchema,
      handler: async ({ db, user, params, body, now, reply }) => {
        const ticket = await addOwnMessage(db, user, params.id, body, now);
        reply.status(201);
        return ticket;
      },
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/support/tickets",
      access: admins,
      tag: "admin",
      summary:
        "The support queue (open and answered, the earliest deadline first, with age, days left and overdue) or the closed record; `dataSubject=true` keeps the data subject's requests.",
      query: supportQueueQuerySchema,
      response: supportQueueSchema,
      handler: ({ db, query, now }) => listSupportQueue(db, query, now),
    }),
    defineRoute({
      method: "GET",
      url: "/api/admin/support/tickets/:id",
      access: admins,
      tag: "admin",
      summary: "Any ticket, who opened it, its deadline and the whole thread.",
      params: idParamSchema,
      response: adminSupportTicketSchema,
      handler: ({ db, params, now }) => readTicketForAdmin(db, params.id, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/admin/support/tickets/:id/answer",
      access: admins,
      tag: "admin",
      summary:
        "Answers a ticket that is not closed; it becomes 'answered' and the person is told in the app and by e-mail, without the text.",
      params: idParamSchema,
      body: supportMessageRequestSchema,
      response: adminSupportTicketSchema,
      handler: ({ db, user, params, body, now }) => answerTicket(db, user, params.id, body, now),
    }),
    defineRoute({
      method: "POST",
      url: "/api/admin/support/tickets/:id/close",
      access: admins,
      tag: "admin",
      summary:
        "Closes a ticket with its outcome (required for a data subject's request); 409 once closed.",
      params: idParamSchema,
      body: closeSupportTicketRequestSchema,
      response: adminSupportTicketSchema,
      handler: ({ db, user, params, body, now }) => closeTicket(db, user, params.id, body, now),
    }),
  ];
}
