import { z } from "./z";

/** What an admin can do to an account; each one leaves a row in the audit trail. */
export const ADMIN_ACTIONS = ["ban", "unban", "approve", "reject"] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
export const adminAction = z.enum(ADMIN_ACTIONS);
