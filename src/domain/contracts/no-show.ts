import { z } from "./z";

/** The longest explanation a client may give when contesting a no-show (issue 17). */
export const NO_SHOW_CONTEST_MAX = 500;

/** Issue 17 item 4: 'Não compareceu' and its one contest (decisions 0270, 0272). */
export const NO_SHOW_MESSAGES = {
  notBooked: "Só uma sessão confirmada pode ser marcada como 'Não compareceu'.",
  alreadyMarked: "Esta sessão já está marcada como 'Não compareceu'.",
  notEnded: "A sessão ainda não terminou: marque 'Não compareceu' depois do horário de término.",
  alreadyConfirmed:
    "Você já confirmou que esta sessão aconteceu; ela não pode ser marcada como 'Não compareceu'.",
  notNoShow: "Esta sessão não está marcada como 'Não compareceu'.",
  alreadyContested: "Você já contestou este registro; só é possível contestar uma vez.",
  reasonRequired: "Conte o que aconteceu para contestar",
  reasonTooLong: `O motivo deve ter no máximo ${NO_SHOW_CONTEST_MAX} caracteres`,
  notConfirmable: "Esta sessão foi marcada como 'Não compareceu' e não pode ser confirmada.",
  notReviewable: "Uma sessão marcada como 'Não compareceu' não pode ser avaliada.",
} as const;

/** POST /api/appointments/{id}/no-show/contest: the client's one contest, with why. */
export const contestNoShowRequestSchema = z.object({
  reason: z
    .string({ message: NO_SHOW_MESSAGES.reasonRequired })
    .trim()
    .min(1, NO_SHOW_MESSAGES.reasonRequired)
    .max(NO_SHOW_CONTEST_MAX, NO_SHOW_MESSAGES.reasonTooLong),
});
export type ContestNoShowRequest = z.infer<typeof contestNoShowRequestSchema>;
