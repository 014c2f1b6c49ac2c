import type { Template } from "./render";

/** Account e-mails: the password-reset link. */
export const ACCOUNT_TEMPLATES = {} satisfies Record<string, Template>;
