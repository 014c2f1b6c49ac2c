import type { MutationMeta } from "@web/lib/query-client";

/**
 * SPEC §8 'Agenda save, delete or block failure': a generic error. The server's own Portuguese
 * message is shown when it sent one (a day already configured, a slot just booked), since it
 * tells the professional what to do next (decision 0084).
 */
export const AGENDA_FAILURE_META: MutationMeta = {
  errorToast: {
    title: "Erro",
    description: "Não foi possível concluir a operação. Tente novamente.",
    serverMessage: true,
  },
};
