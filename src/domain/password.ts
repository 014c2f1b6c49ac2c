import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";

/** Default-ignorable, control and format characters (U+200B, U+3164, U+00AD...): they show as nothing. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}]/u;
const EVERY_INVISIBLE = new RegExp(INVISIBLE.source, "gu");

/**
 * The one spelling of a password: NFKC, so 'ﬁ' and 'fi', a wide 'ｐ' and 'p', a no-break space
 * and a space are the same password (decision 0143). Hashed and checked in this form.
 */
export const normalizePassword = (password: string): string => password.normalize("NFKC");

const withoutInvisible = (password: string) =>
  normalizePassword(password).replace(EVERY_INVISIBLE, "");

/** Characters that count towards the minimum: after NFKC, the invisible ones left out. */
export const passwordLength = (password: string): number => [...withoutInvisible(password)].length;

/**
 * The form the common-password list is checked in: NFKC, no invisible characters, no
 * surrounding spaces, lower case. ' Password123', 'pass\u200bword123' and 'ＰＡＳＳＷＯＲＤ123'
 * are all 'password123'.
 */
export const passwordSkeleton = (password: string): string =>
  withoutInvisible(password).trim().toLowerCase();

export const PASSWORD_MESSAGES = {
  tooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  tooLong: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  onlySpaces: "A senha não pode ter apenas espaços",
  onlyInvisible: "A senha não pode ter apenas espaços ou caracteres invisíveis",
} as const;

/** What is wrong with a new password, before the server's common-password list; null if nothing. */
export function passwordProblem(password: string): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password === "") return PASSWORD_MESSAGES.tooShort;
  if (withoutInvisible(password).trim() === "") {
    return password.trim() === "" && !INVISIBLE.test(password)
      ? PASSWORD_MESSAGES.onlySpaces
      : PASSWORD_MESSAGES.onlyInvisible;
  }
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  return null;
}
