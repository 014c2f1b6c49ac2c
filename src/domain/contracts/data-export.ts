import { z } from "./z";

const rows = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /api/user/data-export (LGPD art. 18, access and portability): everything Acolher holds
 * about the caller, as a JSON attachment. Never a password hash, a session token or its hash,
 * or who wrote an anonymous review.
 */
export const dataExportResponseSchema = z.object({
  exportedAt: z.string(),
  notice: z.string(),
  user: z.record(z.string(), z.unknown()),
  profileImages: rows,
  professionalProfile: z.record(z.string(), z.unknown()).nullable(),
  availability: rows,
  agendaSettings: z.record(z.string(), z.unknown()).nullable(),
  blockedSlots: rows,
  appointments: rows,
  serviceConfirmations: rows,
  reviewsWritten: rows,
  reviewsReceived: rows,
  /** Decision 0388: the reviews the person reported (reason, details, the outcome), never whose. */
  reviewReportsMade: rows,
  sessions: rows,
  adminActionsAboutYou: rows,
  /** Issue 31: each acceptance of the terms and the privacy notice (document, version, when). */
  legalAcceptances: rows,
  /** Issue 31, item 4: each consent given, with its text version, and when withdrawn. */
  consents: rows,
  /**
   * Issue 32 (decision 0397): the online-session consents given (to whom, version, the exact
   * text, dates), those a professional received (client's first name, version, dates), and the
   * entries into the rooms of the person's sessions (who, when): all that is kept of a call.
   */
  telehealthConsents: rows,
  telehealthConsentsReceived: rows,
  roomEntries: rows,
  /**
   * Issue 33 (decision 0400): the payment marks of the person's sessions (the client's "Já
   * paguei" with the CPFs given; the professional's "Pagamento recebido" and receipts issued).
   */
  payments: rows,
  /** Issue 34 (decision 0406): the person's conversations and every message in them. */
  conversations: rows,
  messages: rows,
  /**
   * Issue 34, item 2 (decision 0404): the contents the person published (hidden ones too), the
   * professionals they follow and the contents they reported.
   */
  contents: rows,
  follows: rows,
  contentReports: rows,
  /** Issue 31, item 6 (decision 0390): the person's support tickets and their messages. */
  supportTickets: rows,
  supportMessages: rows,
  /** In-app notifications, and the e-mails sent or queued (never their bodies). */
  notifications: rows,
  emails: rows,
});
export type DataExport = z.infer<typeof dataExportResponseSchema>;

export const DATA_EXPORT_NOTICE =
  "Dados pessoais mantidos pelo Acolher sobre você (LGPD, Lei 13.709/2018, art. 18).";
