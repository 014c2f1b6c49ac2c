import type { Template } from "./render";

/**
 * 'Não compareceu' (issue 17, decision 0272): the mark, told to the client, and the client's
 * contest, told to the professional. Like the session e-mails, params carry the other person's
 * first name and the local "27/11/2026 às 14:00" only: the contest's words stay in the app.
 */
const other = (p: Record<string, string>, fallback: string) => p.otherName || fallback;
const when = (p: Record<string, string>) => p.when ?? "o horário combinado";

export const NO_SHOW_TEMPLATES = {
  no_show_marked: {
    category: "agendamentos",
    title: "Uma sessão foi registrada como 'Não compareceu'",
    paragraphs: (p) => [
      `${other(p, "O profissional")} registrou que você não compareceu à sessão de ${when(p)}.`,
      "Se você esteve na sessão, pode contestar uma vez, contando o que aconteceu, em Meus Agendamentos.",
    ],
    action: "Ver meus agendamentos",
  },
  no_show_contested: {
    category: "agendamentos",
    title: "Um cliente contestou um registro de 'Não compareceu'",
    paragraphs: (p) => [
      `${other(p, "O cliente")} contestou o registro de 'Não compareceu' da sessão de ${when(p)}.`,
      "O que o cliente contou está no Acolher, na sessão.",
    ],
    action: "Ver meus agendamentos",
  },
} satisfies Record<string, Template>;
