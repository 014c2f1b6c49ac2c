import type { SiteInfo } from "@domain/contracts/site";

/** Who operates Acolher in web tests (GET /api/site, decision 0389). */
export const TEST_SITE: SiteInfo = {
  operator: {
    name: "Acolher Teste Ltda.",
    cnpj: "11.222.333/0001-81",
    address: "Avenida dos Testes, 10, São Paulo - SP, 01000-000",
    email: "contato@acolher.test",
  },
  dpo: { name: "Beatriz Encarregada", email: "dpo@acolher.test" },
};
