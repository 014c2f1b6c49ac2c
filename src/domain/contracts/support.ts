/**
 * Issue 31, item 6 (decision 0390): "Fale com o suporte". A signed-in person opens a ticket with a
 * topic from the list and a text; the admins answer in the app and close it (a data subject's
 * request with what was done).
 */
import { ROLES } from "../constants";
import { SUPPORT_TICKET_STATUSES, SUPPORT_TOPIC_KEYS } from "../legal";
import { MAX_TICKETS_PER_DAY } from "../support";
import { optionalText } from "./common";
import { z } from "./z";

export const SUPPORT_MESSAGE_MAX = 4000;
export const SUPPORT_OUTCOME_MAX = 2000;

export const SUPPORT_MESSAGES = {
  topicRequired: "Escolha o assunto.",
  messageRequired: "Escreva a sua mensagem.",
  messageTooLong: `A mensagem deve ter no máximo ${SUPPORT_MESSAGE_MAX} caracteres.`,
  outcomeTooLong: `O resultado deve ter no máximo ${SUPPORT_OUTCOME_MAX} caracteres.`,
  outcomeRequired:
    "Para encerrar um pedido sobre dados pessoais, registre o que foi feito (LGPD art. 19 e 37).",
  ticketNotFound: "Chamado não encontrado",
  ticketClosed: "Este chamado foi encerrado. Se precisar, abra um novo chamado.",
  alreadyClosed: "Este chamado já foi encerrado.",
  tooManyTickets: `Você já abriu ${MAX_TICKETS_PER_DAY} chamados nas últimas 24 horas. Tente novamente mais tarde ou escreva em um chamado aberto.`,
  invalidFilter: "Filtro inválido",
} as const;

const messageText = z
  .string({ message: SUPPORT_MESSAGES.messageRequired })
  .trim()
  .min(1, SUPPORT_MESSAGES.messageRequired)
  .max(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES.messageTooLong);

/** POST /api/support/tickets: the topic from the list and the first message. */
export const createSupportTicketRequestSchema = z.object({
  topic: z.enum(SUPPORT_TOPIC_KEYS, { message: SUPPORT_MESSAGES.topicRequired }),
  message: messageText,
});
export type CreateSupportTicketRequest = z.input<typeof createSupportTicketRequestSchema>;

/** POST /api/support/tickets/:id/messages and POST /api/admin/support/tickets/:id/answer. */
export const supportMessageRequestSchema = z.object({ message: messageText });
export type SupportMessageRequest = z.input<typeof supportMessageRequestSchema>;

/** POST /api/admin/support/tickets/:id/close: what was done (required for a data subject). */
export const closeSupportTicketRequestSchema = z.object({
  outcome: optionalText(SUPPORT_OUTCOME_MAX, SUPPORT_MESSAGES.outcomeTooLong),
});
export type CloseSupportTicketRequest = z.input<typeof closeSupportTicketRequestSchema>;

/** A ticket as its owner and the admins see it; `dueAt` is the answer's deadline. */
export const supportTicketSchema = z.object({
  id: z.string(),
  topic: z.enum(SUPPORT_TOPIC_KEYS),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  dataSubject: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  dueAt: z.string(),
  closedAt: z.string().nullable(),
  outcome: z.string().nullable(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

/** A message of the thread: the staff's answers never name the admin who wrote them. */
export const supportThreadMessageSchema = z.object({
  id: z.string(),
  fromStaff: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type SupportThreadMessage = z.infer<typeof supportThreadMessageSchema>;

export const supportTicketListSchema = z.object({ tickets: z.array(supportTicketSchema) });
export type SupportTicketList = z.infer<typeof supportTicketListSchema>;

export const supportTicketDetailSchema = supportTicketSchema.extend({
  messages: z.array(supportThreadMessageSchema),
});
export type SupportTicketDetail = z.infer<typeof supportTicketDetailSchema>;

/** Where a ticket stands against its deadline, read at the request's instant. */
const deadlineFields = {
  ageDays: z.number().int(),
  daysLeft: z.number().int(),
  overdue: z.boolean(),
};

const requester = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.enum(ROLES).nullable(),
});

/** GET /api/admin/support/tickets: the open queue (oldest due first) or the closed record. */
export const supportQueueQuerySchema = z.object({
  state: z.enum(["open", "closed"], { message: SUPPORT_MESSAGES.invalidFilter }).default("open"),
  dataSubject: z
    .enum(["true", "false"], { message: SUPPORT_MESSAGES.invalidFilter })
    .optional()
    .transform((v) => v === "true"),
});
export type SupportQueueQuery = z.output<typeof supportQueueQuerySchema>;

export const supportQueueItemSchema = supportTicketSchema.extend({
  ...deadlineFields,
  requester,
  messageCount: z.number().int(),
});
export type SupportQueueItem = z.infer<typeof supportQueueItemSchema>;

export const supportQueueSchema = z.object({ tickets: z.array(supportQueueItemSchema) });
export type SupportQueue = z.infer<typeof supportQueueSchema>;

/** GET /api/admin/support/tickets/:id: the ticket, who opened it and the whole thread. */
export const adminSupportTicketSchema = supportTicketDetailSchema.extend({
  ...deadlineFields,
  requester,
});
export type AdminSupportTicket = z.infer<typeof adminSupportTicketSchema>;
