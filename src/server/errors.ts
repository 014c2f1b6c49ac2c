import type { BanReason } from "@domain/ban-reasons";
import { suspendedMessage } from "@domain/contracts/auth";
import type { ErrorCode } from "@domain/contracts/common";

/** The codes feature code may throw (every wire code but "internal", which only a bug produces). */
export type AppErrorCode = Exclude<ErrorCode, "internal">;

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  banned: 403,
  legal_pending: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal: 500,
};

/** The one error type feature code throws; the app's error handler maps `code` to HTTP. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** A `banned` answer's category of the terms, for the web app's sign-in page. */
    readonly banReason?: BanReason,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** The JSON body of an error response (contracts/common `errorResponse`). */
export function errorBody(error: AppError) {
  return {
    code: error.code,
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(error.banReason ? { banReason: error.banReason } : {}),
  };
}

/** The answer to any request of a suspended account (decisions 0102, 0378), naming why. */
export const suspendedError = (banReason: BanReason | null) =>
  new AppError("banned", suspendedMessage(banReason), undefined, banReason ?? undefined);
