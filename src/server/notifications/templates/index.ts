import { ACCOUNT_TEMPLATES } from "./account";
import { BOOKING_TEMPLATES } from "./booking";
import { CALENDAR_TEMPLATES } from "./calendar";
import { CONTENT_TEMPLATES } from "./contents";
import { IN_PERSON_TEMPLATES } from "./in-person";
import { MESSAGE_TEMPLATES } from "./messages";
import { NO_SHOW_TEMPLATES } from "./no-show";
import { RECEIPT_TEMPLATES } from "./receipt";
import { REMINDER_TEMPLATES } from "./reminders";
import type { Template } from "./render";
import { RESCHEDULE_TEMPLATES } from "./reschedule";
import { REVIEW_MODERATION_TEMPLATES } from "./review-moderation";
import { SERIES_TEMPLATES } from "./series";
import { SUPPORT_TEMPLATES } from "./support";
import { VERIFICATION_TEMPLATES } from "./verification";

export { escapeHtml, type MailAttachment, renderMail, type Template } from "./render";

/** Every notification kind, each in the file of its group. */
export const TEMPLATES = {
  ...BOOKING_TEMPLATES,
  ...CALENDAR_TEMPLATES,
  ...NO_SHOW_TEMPLATES,
  ...IN_PERSON_TEMPLATES,
  ...SERIES_TEMPLATES,
  ...RESCHEDULE_TEMPLATES,
  ...REMINDER_TEMPLATES,
  ...VERIFICATION_TEMPLATES,
  ...ACCOUNT_TEMPLATES,
  ...REVIEW_MODERATION_TEMPLATES,
  ...SUPPORT_TEMPLATES,
  ...RECEIPT_TEMPLATES,
  ...MESSAGE_TEMPLATES,
  ...CONTENT_TEMPLATES,
} satisfies Record<string, Template>;

export type NotificationKind = keyof typeof TEMPLATES;

export const isNotificationKind = (kind: string): kind is NotificationKind => kind in TEMPLATES;

export const templateOf = (kind: NotificationKind): Template => TEMPLATES[kind];
