/**
 * The professionals area's page sizes and messages, apart from the zod contracts that use them
 * (contracts/professionals.ts re-exports them): the search page has no form, so it need not
 * load zod to know its page size (decision 0132).
 */
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 50;
/** The search's count stops here: "Mais de 1.000 profissionais" (decision 0342). */
export const SEARCH_COUNT_CAP = 1000;

export const PROFESSIONAL_MESSAGES = {
  notFound: "Profissional não encontrado",
  minAboveMax: "O preço mínimo não pode ser maior que o máximo",
  invalidSpecialty: "Especialidade inválida",
  invalidServiceOption: "Opção de atendimento inválida",
  invalidPrice: "Preço inválido",
} as const;

/**
 * The search orders besides decision 0040's default ('Relevância'): 'Mais cedo disponível'
 * (issue 17, decision 0290), 'Menor preço' and 'Melhor avaliação' (issue 18, decision 0342).
 */
export const SEARCH_SORTS = ["next_available", "lowest_price", "best_rated"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
