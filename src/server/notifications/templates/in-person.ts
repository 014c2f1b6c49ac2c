import type { Template } from "./render";

/**
 * The client's request for in-person care instead of an online session (issue 32, item 4; Lei
 * 8.080 art. 26-A; decision 0396), told to the professional, and the professional's answer, told
 * to the client. Like the other session e-mails, params carry the other person's first name and
 * the local "27/11/2026 às 14:00" only, and the texts name no mode of care (the e-mails' rule:
 * no service, specialty or address): the app shows what changed.
 */
const other = (p: Record<string, string>, fallback: string) => p.otherName || fallback;
const when = (p: Record<string, string>) => p.when ?? "o horário combinado";

export const IN_PERSON_TEMPLATES = {
  in_person_requested: {
    category: "agendamentos",
    title: "Um cliente pediu para mudar a forma de atendimento",
    paragraphs: (p) => [
      `${other(p, "O cliente")} pediu para mudar a forma de atendimento da sessão de ${when(p)}.`,
      "Veja o pedido e responda no Acolher.",
    ],
    action: "Ver meus agendamentos",
  },
  in_person_accepted: {
    category: "agendamentos",
    title: "Seu pedido de mudança na forma de atendimento foi aceito",
    paragraphs: (p) => [
      `${other(p, "O profissional")} aceitou o seu pedido de mudança na forma de atendimento da sessão de ${when(p)}.`,
      "Os detalhes do atendimento estão no Acolher, em Meus Agendamentos.",
    ],
    action: "Ver meus agendamentos",
  },
  in_person_declined: {
    category: "agendamentos",
    title: "Sua sessão continua como estava",
    paragraphs: (p) => [
      `${other(p, "O profissional")} manteve a forma de atendimento da sessão de ${when(p)}.`,
      "Se preferir, você pode cancelar a sessão em Meus Agendamentos.",
    ],
    action: "Ver meus agendamentos",
  },
} satisfies Record<string, Template>;
