import { createCipheriv, createDecipheriv, createHmac } from "node:crypto";
import {
  EMAIL_CATEGORY_KEYS,
  type EmailCategory,
  isOptionalEmailCategory,
} from "@domain/notifications";

/**
 * The one-click unsubscribe token (decision 0241): user id + category, sealed with keys derived
 * from the server's secret. The IV is an HMAC of the payload, so the token of one user and
 * category is always the same (no table needed), and AES-GCM both hides the payload (the token
 * reveals nothing, not even the user id) and proves the server made it (a forged one fails).
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const UUID_BYTES = 16;

const keyOf = (secret: string, purpose: string) =>
  createHmac("sha256", secret).update(`acolher:unsubscribe:${purpose}`).digest();

const uuidToBytes = (uuid: string) => Buffer.from(uuid.replace(/-/g, ""), "hex");
const bytesToUuid = (b: Buffer) =>
  b.toString("hex").replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

export function unsubscribeToken(secret: string, userId: string, category: EmailCategory): string {
  const payload = Buffer.concat([
    uuidToBytes(userId),
    Buffer.from([EMAIL_CATEGORY_KEYS.indexOf(category)]),
  ]);
  const iv = createHmac("sha256", keyOf(secret, "iv"))
    .update(payload)
    .digest()
    .subarray(0, IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret, "key"), iv);
  const sealed = Buffer.concat([cipher.update(payload), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The user and optional category a token names, or null for anything the server did not make. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; category: EmailCategory } | null {
  const raw = Buffer.from(token, "base64url");
  if (raw.length !== IV_BYTES + UUID_BYTES + 1 + TAG_BYTES || raw.toString("base64url") !== token)
    return null;
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      keyOf(secret, "key"),
      raw.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const payload = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]);
    const category = EMAIL_CATEGORY_KEYS[payload[UUID_BYTES]!];
    if (!category || !isOptionalEmailCategory(category)) return null;
    return { userId: bytesToUuid(payload.subarray(0, UUID_BYTES)), category };
  } catch {
    return null;
  }
}

/**
 * The two addresses of an optional e-mail: the one-click API URL (List-Unsubscribe header) and
 * the confirmation page (footer link). None for a required category, or without a secret.
 */
export function unsubscribeLinksFor(
  settings: { appUrl: string; unsubscribeSecret?: string },
  userId: string,
  category: EmailCategory,
): { oneClick: string; page: string } | undefined {
  if (!settings.unsubscribeSecret || !isOptionalEmailCategory(category)) return undefined;
  const token = unsubscribeToken(settings.unsubscribeSecret, userId, category);
  return {
    oneClick: new URL(`/api/email/unsubscribe/${token}`, settings.appUrl).toString(),
    page: new URL(`/descadastrar/${token}`, settings.appUrl).toString(),
  };
}
