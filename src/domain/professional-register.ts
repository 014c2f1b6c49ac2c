import type { Specialty } from "./constants";

/** The council that registers each specialty and a register written the way it issues them. */
export const REGISTER_COUNCIL: Record<Specialty, { council: string; example: string }> = {
  Psicologia: { council: "CRP", example: "CRP 06/123456" },
  Nutrição: { council: "CRN", example: "CRN-3 12345" },
  Fisioterapia: { council: "CREFITO", example: "CREFITO-3 123456-F" },
  "Personal Trainer": { council: "CREF", example: "CREF 123456-G/SP" },
};

/** The hint under the register field: which council and the format it uses. */
export function registerHint(specialty: Specialty): string {
  const { council, example } = REGISTER_COUNCIL[specialty];
  return `Registro no ${council}, por exemplo ${example}`;
}
