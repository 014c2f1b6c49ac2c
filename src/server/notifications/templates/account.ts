import { PASSWORD_RESET_LINK_HOURS } from "@domain/account-recovery";
import type { Template } from "./render";

/** Account e-mails: the password-reset link. */
export const ACCOUNT_TEMPLATES = {
  // E-mail only: the person asking is signed out, and a link that works once and expires has no
  // place in a list of notifications.
  password_reset: {
    category: "conta",
    title: "Redefinição de senha do Acolher",
    paragraphs: () => [
      "Recebemos um pedido para criar uma nova senha para a sua conta no Acolher.",
      `Use o link abaixo para escolher a nova senha. O link vale por ${PASSWORD_RESET_LINK_HOURS} hora e só pode ser usado uma vez; ao usá-lo, você sai da conta em todos os aparelhos.`,
      "Se você não pediu, ignore este e-mail: sua senha continua a mesma.",
    ],
    action: "Criar uma nova senha",
    inApp: false,
  },
} satisfies Record<string, Template>;
