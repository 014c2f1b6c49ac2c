import { CPF_DIGITS, PHONE_DIGITS } from "./constants";

/** Keeps only the digits of a masked value: "(11) 91234-5678" → "11912345678". */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** A Brazilian mobile number with area code, digits only (SPEC §5: 11 digits). */
export function isValidPhone(digits: string): boolean {
  return new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(digits);
}

function cpfCheckDigit(digits: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** 11 digits, not all equal, and both check digits right (Receita Federal's algorithm). */
export function isValidCpf(digits: string): boolean {
  if (!new RegExp(`^\\d{${CPF_DIGITS}}$`).test(digits)) return false;
  const numbers = [...digits].map(Number);
  if (numbers.every((d) => d === numbers[0])) return false;
  const first = cpfCheckDigit(numbers.slice(0, 9));
  const second = cpfCheckDigit(numbers.slice(0, 10));
  return numbers[9] === first && numbers[10] === second;
}
