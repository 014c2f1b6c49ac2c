import { PASSWORD_RESET_LINK_HOURS } from "@domain/account-recovery";
import { BAN_REASONS, isBanReason } from "@domain/ban-reasons";
import type { Template } from "./render";

/** A ban's category in our words; a key this version does not know reads as the last one. */
const banReasonText = (key: string | undefined) => BAN_REASONS[isBanReason(key) ? key : "outro"];

/** Account e-mails: the password-reset link, the suspension notice. */
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
  // E-mail only: a suspended account cannot open the app to read a notification. The params hold
  // the terms' category alone, never the admin's note or name (decision 0378).
  account_banned: {
    category: "conta",
    title: "Sua conta no Acolher foi suspensa",
    paragraphs: (params) => [
      "A equipe do Acolher suspendeu a sua conta por descumprimento dos termos de uso da plataforma.",
      `Motivo: ${banReasonText(params.banReason)}.`,
      "Enquanto a suspensão durar, você não consegue entrar no Acolher, e os seus agendamentos futuros foram cancelados.",
      "Se você acredita que houve um engano, entre em contato com o suporte do Acolher a partir do e-mail desta conta e conte o que aconteceu: a equipe analisa cada contestação.",
    ],
    action: "Ver o aviso no Acolher",
    inApp: false,
  },
} satisfies Record<string, Template>;
