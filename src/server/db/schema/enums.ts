import { BAN_REASON_KEYS } from "@domain/ban-reasons";
import { APPOINTMENT_STATUSES, ROLES, SERVICE_OPTIONS, SERVICE_TYPES } from "@domain/constants";
import { PAYMENT_METHODS, PIX_KEY_TYPES } from "@domain/payments";
import {
  REVIEW_REPORT_REASON_KEYS,
  REVIEW_REPORT_RESOLUTIONS,
  REVIEW_STATUSES,
  REVIEW_VISIBILITIES,
} from "@domain/review-rules";
import { pgEnum } from "drizzle-orm/pg-core";

export const roleEnum = pgEnum("role", ROLES);
export const appointmentStatusEnum = pgEnum("appointment_status", APPOINTMENT_STATUSES);
export const serviceOptionEnum = pgEnum("service_option", SERVICE_OPTIONS);
export const serviceTypeEnum = pgEnum("service_type", SERVICE_TYPES);
/** The platform terms' category a ban names (decision 0378). */
export const banReasonEnum = pgEnum("ban_reason", BAN_REASON_KEYS);
/** Issue 30 (decisions 0387, 0388): how reviews appear, where one stands, why it was reported. */
export const reviewVisibilityEnum = pgEnum("review_visibility", REVIEW_VISIBILITIES);
export const reviewStatusEnum = pgEnum("review_status", REVIEW_STATUSES);
export const reviewReportReasonEnum = pgEnum("review_report_reason", REVIEW_REPORT_REASON_KEYS);
export const reviewReportResolutionEnum = pgEnum(
  "review_report_resolution",
  REVIEW_REPORT_RESOLUTIONS,
);
/** Issue 33 (decision 0398): the Pix key's type and how a payment was received. */
export const pixKeyTypeEnum = pgEnum("pix_key_type", PIX_KEY_TYPES);
export const paymentMethodEnum = pgEnum("payment_method", PAYMENT_METHODS);
