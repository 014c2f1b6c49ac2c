import type { Template } from "./render";

/** Scheduled e-mails: the 24-hour reminder, the request about to expire, the confirmation after the session and the review invitation. */
export const REMINDER_TEMPLATES = {} satisfies Record<string, Template>;
