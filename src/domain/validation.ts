import { isValidCpf as hasValidCheckDigits } from "@brazilian-utils/brazilian-utils";
import { CPF_DIGITS, PHONE_DIGITS } from "./constants";

/** Keeps only the digits of a masked value: "(11) 91234-5678" → "11912345678". */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** A Brazilian mobile number with area code, digits only (SPEC §5: 11 digits). */
export function isValidPhone(digits: string): boolean {
  return new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(digits);
}

/** The two ways a CPF may be typed (SPEC §5): the mask ###.###.###-## or its 11 digits. */
const CPF_SHAPE = new RegExp(`^(\\d{${CPF_DIGITS}}|\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2})$`);

/** A CPF as typed, masked or not, reduced to its 11 digits; null when it has another shape. */
export function cpfDigits(value: string): string | null {
  const typed = value.trim();
  return CPF_SHAPE.test(typed) ? onlyDigits(typed) : null;
}

/**
 * A real CPF: 11 digits (masked or not), both check digits right by the Receita Federal's rule,
 * and not one of the repeated-digit numbers (000.000.000-00 … 999.999.999-99) that pass it.
 */
export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  return digits !== null && hasValidCheckDigits(digits);
}
