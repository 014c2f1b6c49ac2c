import { BAN_REASON_KEYS } from "../ban-reasons";
import { z } from "./z";

export const idParamSchema = z.object({ id: z.uuid({ message: "Identificador inválido" }) });
export const userIdParamSchema = z.object({
  userId: z.uuid({ message: "Identificador inválido" }),
});

/** Every `code` an error response can carry; the server's AppError and error handler use it. */
export const ERROR_CODES = [
  "bad_request",
  "unauthorized",
  "forbidden",
  "banned",
  /** Issue 31, item 3: the terms or privacy notice in force are not accepted yet. */
  "legal_pending",
  "not_found",
  "conflict",
  "too_many_requests",
  "payload_too_large",
  "unsupported_media_type",
  "internal",
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Body of every error response. */
export const errorResponseSchema = z.object({
  code: errorCodeSchema,
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** A `banned` answer's category (decision 0378): the web app's sign-in page names it. */
  banReason: z.enum(BAN_REASON_KEYS).optional(),
});

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** C0 control characters (NUL included) and DEL; tab and line breaks are ordinary text. */
const hasControlCharacter = (text: string) =>
  [...text].some((ch) => {
    const code = ch.charCodeAt(0);
    return (code < 0x20 && ch !== "\t" && ch !== "\n" && ch !== "\r") || code === 0x7f;
  });
export const CONTROL_CHARACTERS_MESSAGE = "Remova caracteres de controle do texto.";

/**
 * What a one-line text cannot hold (issue 28, item 5; decision 0373): every control character
 * (C0, DEL and C1: tab, CR, LF and NEL among them), the line and paragraph separators (U+2028,
 * U+2029) and the format characters (bidirectional embeddings, overrides and isolates, zero-width
 * characters, the byte-order mark). In a name they break the plain-text e-mail into lines the
 * other party reads as ours, or turn the text around on screen.
 */
export const NOT_SINGLE_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
export const SINGLE_LINE_MESSAGE =
  "Use uma só linha, sem quebras de linha nem caracteres invisíveis.";

/**
 * The request fields whose text may span lines (the app shows them in a multi-line box): the
 * bio, the booking's and the professional's notes, every reason, an admin's note, the
 * review's comment and the support channel's messages.
 * Every other text field of every request is one line; a new multi-line field is named here.
 */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  "bio",
  "notes",
  "professionalNotes",
  "reason",
  // An admin's internal note on a ban (decision 0378).
  "note",
  "comment",
  // A review report's details and a professional's reply (decision 0388).
  "details",
  "reply",
  // A support ticket's messages and the outcome an admin records on closing it (decision 0390).
  "message",
  "outcome",
  // The professional's cancellation and no-show policy, and the terms a request accepted (0392).
  "bookingPolicy",
  // A professional's content (decision 0404): paragraphs and lists.
  "contentText",
]);

/** Passwords are checked for C0 only: whatever else someone typed stays their password. */
const isPasswordField = (name: string) => /password/i.test(name);

/** The field a path names: its last part that is not an array index ("areas.2" → "areas"). */
const fieldOf = (path: string[]) => [...path].reverse().find((part) => !/^\d+$/.test(part)) ?? "";

/** Which message, if any, refuses this string in this field. */
function refusalOf(text: string, path: string[]): string | null {
  if (hasControlCharacter(text)) return CONTROL_CHARACTERS_MESSAGE;
  const field = fieldOf(path);
  if (MULTI_LINE_FIELDS.has(field) || isPasswordField(field)) return null;
  return NOT_SINGLE_LINE.test(text) ? SINGLE_LINE_MESSAGE : null;
}

/** No request of this API nests deeper than a few levels (an array of objects in a body). */
export const MAX_NESTING = 32;
export const TOO_DEEP_MESSAGE = "Os dados enviados têm níveis demais de aninhamento.";

/**
 * Whether a parsed request nests objects or arrays more than `max` levels. An iterative walk
 * that stops at the first level too deep: a 1 MiB body of `[[[...` is 500,000 levels, more
 * than any recursion survives.
 */
export function isNestedTooDeep(value: unknown, max = MAX_NESTING): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (!item || typeof item !== "object") continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/**
 * The strings of a request that hold a character their field has no use for, by path ("bio",
 * "areas.2") with the message that refuses each: control characters anywhere (no field has a use
 * for them and Postgres refuses NUL), and line breaks and invisible characters in one-line fields.
 * Checked for every route before its contract, so no text field can forget it. Iterative (no
 * recursion to overflow); callers refuse a value `isNestedTooDeep` first.
 */
export function refusedTextPaths(value: unknown): Array<{ path: string; message: string }> {
  const found: Array<{ path: string; message: string }> = [];
  const stack: Array<[unknown, string[]]> = [[value, []]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string[]];
    if (typeof item === "string") {
      const message = refusalOf(item, path);
      if (message) found.push({ path: path.join(".") || "_", message });
    } else if (item && typeof item === "object") {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push([child, [...path, key]]);
      }
    }
  }
  return found;
}

const MIN_YEAR = 1900;
const MAX_YEAR = 2200;

export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Data deve estar no formato AAAA-MM-DD")
  // Date.parse rolls 2030-02-30 over to March: a real date reads back the same.
  .refine((v) => {
    const ms = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === v;
  }, "Data inválida")
  // Far years overflow the database's time zone arithmetic; no real date is near them.
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= MIN_YEAR && year <= MAX_YEAR;
  }, `Informe uma data entre ${MIN_YEAR} e ${MAX_YEAR}`);

export const hhmmSchema = z
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
