import type { SearchCount } from "@domain/contracts/professionals";

const integer = new Intl.NumberFormat("pt-BR");

/** "124 profissionais", "1 profissional", "Mais de 1.000 profissionais" (decision 0342). */
export function resultCountText({ count, more }: SearchCount): string {
  if (more) return `Mais de ${integer.format(count)} profissionais`;
  return `${integer.format(count)} ${count === 1 ? "profissional" : "profissionais"}`;
}
