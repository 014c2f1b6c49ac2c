import { BAN_REASON_KEYS } from "@domain/ban-reasons";
import { APPOINTMENT_STATUSES, ROLES, SERVICE_OPTIONS, SERVICE_TYPES } from "@domain/constants";
import { pgEnum } from "drizzle-orm/pg-core";

export const roleEnum = pgEnum("role", ROLES);
export const appointmentStatusEnum = pgEnum("appointment_status", APPOINTMENT_STATUSES);
export const serviceOptionEnum = pgEnum("service_option", SERVICE_OPTIONS);
export const serviceTypeEnum = pgEnum("service_type", SERVICE_TYPES);
/** The platform terms' category a ban names (decision 0378). */
export const banReasonEnum = pgEnum("ban_reason", BAN_REASON_KEYS);
