import { CPF_DIGITS } from "@domain/constants";

/** "12345678909" → "123.456.789-09" (SPEC §5); partial input is masked as typed. */
export function maskCpf(value: string): string {
  const d = value.replace(/\D/g, "").slice(0, CPF_DIGITS);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
