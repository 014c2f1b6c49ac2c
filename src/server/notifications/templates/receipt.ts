import type { Template } from "./render";

/**
 * The professional marked a session's payment received: its reimbursement receipt can be
 * downloaded (issue 33, item 5; decision 0401). The e-mail only says so: no amount, CPF, method
 * or service travels in it (the receipt itself is behind the client's session in the app). Like
 * the other session e-mails, params carry the professional's first name and the local
 * "27/11/2026 às 14:00".
 */
export const RECEIPT_TEMPLATES = {
  receipt_available: {
    category: "agendamentos",
    title: "Recibo disponível",
    paragraphs: (p) => [
      `O recibo da sua sessão com ${p.otherName || "o profissional"} de ${p.when ?? "o horário combinado"} está disponível.`,
      "Para baixá-lo, entre no Acolher e use 'Baixar recibo' no cartão da sessão, em Meus Agendamentos.",
    ],
    action: "Ver meus agendamentos",
  },
} satisfies Record<string, Template>;
