/**
 * Issue 31, item 2 (decision 0393): how long each kind of data is kept, in days, as the privacy
 * notice states it and the `apply-retention` job enforces it. One place for both, so the page
 * cannot promise what the job does not do.
 */
export const RETENTION_DAYS = {
  /** A booking's note, the professional's note and the home address, after the session ends. */
  bookingDetails: 180,
  /** In-app notifications, from when they were written. */
  notifications: 365,
  /** The record of e-mails sent or given up (never their text), from when they were queued. */
  emailRecords: 180,
  /** Failed sign-in attempts (rate limits and security), from the attempt. */
  signInAttempts: 30,
  /** Password-reset links, used or expired, from when they were made. */
  resetLinks: 30,
  /** Closed support tickets and their messages (CDC art. 27: five years to claim). */
  closedTickets: 5 * 365,
  /** Conversations (issue 34, decision 0406), from their last message. */
  conversations: 2 * 365,
} as const;
