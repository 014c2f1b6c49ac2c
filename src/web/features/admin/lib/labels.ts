import type { Role, VerificationStatus } from "@domain/constants";
import type { AdminAction } from "@domain/contracts/admin";
import type { BadgeTone } from "@domain/text";

export const ROLE_LABEL: Record<Role, string> = {
  client: "Cliente",
  professional: "Profissional",
  admin: "Administrador",
};

/** An account that signed up but never chose how to use the product. */
export const roleLabel = (role: Role | null) => (role ? ROLE_LABEL[role] : "Sem tipo de conta");

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
