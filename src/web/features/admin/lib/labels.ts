import type { VerificationStatus } from "@domain/constants";
import type { AdminAction } from "@domain/contracts/admin";
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
};

/** The badge of a banned account, on cards and in the detail dialogs. */
export const BANNED_LABEL = "Suspenso";
