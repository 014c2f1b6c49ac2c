import {
  SUPPORT_TOPICS,
  type SupportTicketStatus,
  type SupportTopic,
  supportAnswerDays,
} from "./legal";

/**
 * "Fale com o suporte" (issue 31, item 6; decision 0390): when a ticket's answer is due and how
 * the admins' queue reads its age. Decreto 7.962/2013 art. 4 V: the consumer's demand is answered
 * within 5 days; LGPD art. 19 II: a data subject's request gets its complete answer within 15.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The person's support pages ('Fale com o suporte'); a ticket is `${SUPPORT_PATH}/<id>`. */
export const SUPPORT_PATH = "/suporte";

/** Tickets one person may open in 24 hours: enough for a real problem, not for a flood. */
export const MAX_TICKETS_PER_DAY = 5;

export const isDataSubjectTopic = (topic: SupportTopic): boolean =>
  SUPPORT_TOPICS[topic].dataSubject;

/** The instant the answer is due: the request's instant plus 5 days, or 15 for a data subject. */
export const supportDueAt = (topic: SupportTopic, openedAt: Date): Date =>
  new Date(openedAt.getTime() + supportAnswerDays(topic) * DAY_MS);

/**
 * Whether the team still owes an answer: a plain ticket while 'open'; a data subject's request
 * until it is closed (its complete answer is the closing, with what was done).
 */
export const isAnswerOwed = (t: { status: SupportTicketStatus; dataSubject: boolean }): boolean =>
  t.status === "open" || (t.status === "answered" && t.dataSubject);

export interface SupportDeadline {
  /** Whole days since the ticket was opened. */
  ageDays: number;
  /** Whole days until the deadline, rounded up; 0 or less once it has passed. */
  daysLeft: number;
  /** Still owed and past its deadline. */
  overdue: boolean;
}

/**
 * Where a ticket stands against its deadline at `instant`. A plain ticket is owed an answer while
 * it is 'open'; a data subject's request is owed its complete answer (its closing, with what was
 * done) until it is closed, answered or not.
 */
export function supportDeadline(
  ticket: { topic: SupportTopic; status: SupportTicketStatus; createdAt: Date; dueAt: Date },
  instant: Date,
): SupportDeadline {
  const owed = isAnswerOwed({
    status: ticket.status,
    dataSubject: isDataSubjectTopic(ticket.topic),
  });
  return {
    ageDays: Math.max(0, Math.floor((instant.getTime() - ticket.createdAt.getTime()) / DAY_MS)),
    daysLeft: Math.ceil((ticket.dueAt.getTime() - instant.getTime()) / DAY_MS),
    overdue: owed && ticket.dueAt.getTime() <= instant.getTime(),
  };
}

export const SUPPORT_STATUS_LABELS: Record<SupportTicketStatus, string> = {
  open: "Aguardando resposta",
  answered: "Respondido",
  closed: "Encerrado",
};
