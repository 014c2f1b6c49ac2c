import { z } from "./z";

/**
 * Who operates Acolher and who answers for personal data (issue 31, item 1; decision 0389):
 * shown in every page's footer, every e-mail's footer and in full in the privacy notice.
 * Sources: Decreto 7.962/2013, art. 2º, I and II (the operator's name, CNPJ, address and
 * contact, visible on the site); LGPD (Lei 13.709/2018), art. 41, § 1º, and Resolução CD/ANPD
 * 18/2024, art. 9º (the encarregado's identity and contact, public, clear and prominent).
 */
export const siteInfoSchema = z.object({
  operator: z.object({
    /** The legal name (razão social). */
    name: z.string(),
    /** Formatted: "11.222.333/0001-81". */
    cnpj: z.string(),
    address: z.string(),
    email: z.string(),
  }),
  /** The encarregado pelo tratamento de dados pessoais (LGPD art. 5º, VIII). */
  dpo: z.object({ name: z.string(), email: z.string() }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
