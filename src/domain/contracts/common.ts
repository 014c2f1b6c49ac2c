import { z } from "./z";

export const idParam = z.object({ id: z.uuid({ message: "Identificador inválido" }) });
export const userIdParam = z.object({ userId: z.uuid({ message: "Identificador inválido" }) });

/** Every `code` an error response can carry; the server's AppError and error handler use it. */
export const ERROR_CODES = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "banned",
  "not_found",
  "conflict",
  "too_many_requests",
  "payload_too_large",
  "unsupported_media_type",
  "internal",
] as const;
export const errorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCode>;

/** Body of every error response. */
export const errorResponse = z.object({
  code: errorCode,
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export const okResponse = z.object({ ok: z.literal(true) });

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Data deve estar no formato AAAA-MM-DD")
  // Date.parse rolls 2030-02-30 over to March: a real date reads back the same.
  .refine((v) => {
    const ms = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === v;
  }, "Data inválida");

export const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Horário deve estar no formato HH:mm");

/** Trimmed optional text: empty, missing or null all become null. */
export const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));
