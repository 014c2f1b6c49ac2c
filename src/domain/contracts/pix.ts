import { PAYMENT_MESSAGES, PIX_CITY_MAX, PIX_KEY_TYPES, PIX_NAME_MAX } from "../payments";
import { canonicalPixKey, foldPixText } from "../pix";
import { z } from "./z";

/**
 * GET/PUT /api/agenda/pix (issue 33, item 1; decision 0399): the professional's Pix key, in the
 * DICT's canonical form, and the name and city the BR Code carries (without accents); null when
 * none is registered.
 */
export const pixSettingsSchema = z.object({
  keyType: z.enum(PIX_KEY_TYPES),
  key: z.string(),
  name: z.string(),
  city: z.string(),
});
export type PixSettings = z.infer<typeof pixSettingsSchema>;
export const pixSettingsResponseSchema = pixSettingsSchema.nullable();

/** A name or city folded as the code carries it, then 1 to `max` characters. */
const pixText = (max: number, message: string) =>
  z.string({ message }).transform(foldPixText).pipe(z.string().min(1, message).max(max, message));

const keyFieldsSchema = z.object({
  keyType: z.enum(PIX_KEY_TYPES, { message: "Escolha o tipo da chave Pix." }),
  key: z
    .string({ message: PAYMENT_MESSAGES.pixKeyInvalid })
    .max(100, PAYMENT_MESSAGES.pixKeyInvalid),
});

/**
 * The form's fields; the key is checked against the type chosen (also when the name or city is
 * wrong, so every message shows at once) and made canonical.
 */
export const pixSettingsFormSchema = keyFieldsSchema
  .extend({
    name: pixText(PIX_NAME_MAX, PAYMENT_MESSAGES.pixNameRequired),
    city: pixText(PIX_CITY_MAX, PAYMENT_MESSAGES.pixCityRequired),
  })
  .refine((input) => canonicalPixKey(input.keyType, input.key) !== null, {
    path: ["key"],
    message: PAYMENT_MESSAGES.pixKeyInvalid,
    when: (payload) => keyFieldsSchema.safeParse(payload.value).success,
  })
  .transform((input) => ({
    ...input,
    key: canonicalPixKey(input.keyType, input.key) ?? input.key,
  }));

const isEmptyObject = (value: unknown) =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 0;

/**
 * PUT /api/agenda/pix: the key with its name and city, or null to remove it. The route helper
 * reads a null body as an empty one (`{}`), so an empty body removes the key too.
 */
export const pixSettingsRequestSchema = z.preprocess(
  (value) => (isEmptyObject(value) ? null : value),
  pixSettingsFormSchema.nullable(),
);
export type PixSettingsRequest = z.infer<typeof pixSettingsRequestSchema>;

/**
 * GET /api/appointments/{id}/pix (item 2): the session's static BR Code ("Pix Copia e Cola") and
 * its QR image (SVG), the amount (reais, "180.00"), the name and city it carries and its txid.
 */
export const appointmentPixSchema = z.object({
  payload: z.string(),
  qrSvg: z.string(),
  amount: z.string(),
  name: z.string(),
  city: z.string(),
  txid: z.string(),
});
export type AppointmentPix = z.infer<typeof appointmentPixSchema>;
