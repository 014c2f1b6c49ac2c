import type { ErrorCode } from "@domain/contracts/common";

/** The codes feature code may throw (every wire code but "internal", which only a bug produces). */
export type AppErrorCode = Exclude<ErrorCode, "internal">;

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  banned: 403,
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
  };
}
