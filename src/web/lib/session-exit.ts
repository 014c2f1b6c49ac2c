import type { BanReason } from "@domain/ban-reasons";
import { loginHref } from "@domain/return-to";
import { type ApiError, isApiError } from "./api";
import { goTo } from "./browser";

/** The sign-in page telling a suspended user why they were sent out (decision 0104). */
export const SUSPENDED_SIGN_IN_URL = "/entrar?conta=suspensa";
/** The same page naming the terms' category of the ban, when the server gave one (0378). */
const suspendedSignInUrl = (reason: BanReason | undefined) =>
  reason ? `${SUSPENDED_SIGN_IN_URL}&motivo=${reason}` : SUSPENDED_SIGN_IN_URL;

/** The server's answer to any request of a suspended account (decision 0102). */
export const isSuspendedAccount = (error: unknown): error is ApiError =>
  isApiError(error, 403) && error.code === "banned";

/**
 * Leaving the app when the server ends the session, once. A suspension outranks a plain 401:
 * of one screen's requests, the first to find the ban deletes the sessions and the others
 * then find none, so a 401 may arrive before or after the 403 that says why.
 */
export function createSessionExit() {
  let leaving: "signed-out" | "suspended" | null = null;
  return {
    get leaving() {
      return leaving !== null;
    },
    suspended(reason?: BanReason) {
      if (leaving === "suspended") return;
      leaving = "suspended";
      goTo(suspendedSignInUrl(reason));
    },
    signedOut() {
      if (leaving) return;
      leaving = "signed-out";
      // Signing in again comes back to this page (decision 0324).
      goTo(loginHref(`${window.location.pathname}${window.location.search}`));
    },
  };
}
export type SessionExit = ReturnType<typeof createSessionExit>;
