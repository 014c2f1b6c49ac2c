import type { Template } from "./render";

/** The admin's answer to a professional's verification. */
export const VERIFICATION_TEMPLATES = {} satisfies Record<string, Template>;
