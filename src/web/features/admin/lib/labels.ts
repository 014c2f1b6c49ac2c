import { BAN_REASONS } from "@domain/ban-reasons";
import type { VerificationStatus } from "@domain/constants";
import type { AdminAction, AuditEntry } from "@domain/contracts/admin";
import type { PublishedTextField } from "@domain/publicity";
import type { BadgeTone } from "@domain/text";

export const VERIFICATION_LABEL: Record<VerificationStatus, { text: string; tone: BadgeTone }> = {
  pending: { text: "Pendente", tone: "yellow" },
  verified: { text: "Verificado", tone: "green" },
  rejected: { text: "Rejeitado", tone: "red" },
};

/** How each admin decision reads in an account's history. */
export const AUDIT_ACTION_LABEL: Record<AdminAction, string> = {
  ban: "Conta suspensa",
  unban: "Conta reativada",
  approve: "Verificação aprovada",
  reject: "Verificação rejeitada",
  hide_review: "Avaliação ocultada",
  keep_review: "Avaliação mantida",
  hide_content: "Conteúdo ocultado",
  keep_content: "Conteúdo mantido",
};

/**
 * Why, as an entry of the audit trail reads (decision 0378): a ban's category of the terms, then
 * the free text, which is the reason a rejected professional reads or else an admin's note.
 */
export function auditWhy(entry: Pick<AuditEntry, "action" | "banReason" | "reason">) {
  const lines: { label: string; text: string }[] = [];
  if (entry.banReason) lines.push({ label: "Motivo", text: BAN_REASONS[entry.banReason] });
  if (entry.reason) {
    const label = entry.action === "reject" ? "Motivo" : "Observação interna";
    lines.push({ label, text: entry.reason });
  }
  return lines;
}

/** The badge of a banned account, on cards and in the detail dialogs. */
export const BANNED_LABEL = "Suspenso";

/** Where a flagged public text is (decision 0385), as the professional's forms name it. */
export const PUBLISHED_FIELD_LABEL: Record<PublishedTextField, string> = {
  bio: "Bio (informações pessoais)",
  professionalBio: "Bio (perfil profissional)",
  officeAddress: "Endereço do consultório",
  officeComplement: "Complemento do consultório",
  officeNeighborhood: "Bairro do consultório",
  homeServiceAreas: "Bairros de atendimento domiciliar",
};

/** A register its council's format cannot read (decision 0386): flagged, never changed. */
export const REGISTER_FLAG_LABEL = "Registro fora do formato do conselho: confira";

/** The badge of a professional whose saved public text breaks a publicity rule. */
export const PUBLICITY_FLAG_LABEL = "Publicidade vedada";
