/**
 * Why an account is suspended (issue 29, item 11; decision 0378): one of the platform terms'
 * categories, chosen by the admin. The label is our wording, so it is the one part of a ban the
 * suspended person reads (the e-mail, the sign-in page); the admin's own note never leaves the
 * audit log, and neither does the admin's name.
 */
export const BAN_REASONS = {
  informacoes_falsas: "Informações falsas no cadastro",
  registro_irregular: "Registro profissional irregular",
  comportamento_abusivo: "Comportamento abusivo ou desrespeitoso",
  uso_indevido: "Uso indevido da plataforma",
  outro: "Outro motivo previsto nos termos de uso",
} as const;

export type BanReason = keyof typeof BAN_REASONS;

export const BAN_REASON_KEYS = Object.keys(BAN_REASONS) as [BanReason, ...BanReason[]];

export const isBanReason = (value: unknown): value is BanReason =>
  typeof value === "string" && Object.hasOwn(BAN_REASONS, value);
