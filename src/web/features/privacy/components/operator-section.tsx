import { useSite } from "../api/get-site";

const MAIL_LINK = "font-semibold text-teal-800 underline underline-offset-4";

/**
 * 'Quem somos e como falar conosco' (issue 31, item 1; decision 0389): the controller (LGPD
 * art. 5º, VI) with its CNPJ, address and contact, and the encarregado de dados (art. 41;
 * Resolução CD/ANPD 18/2024), in full.
 */
export function OperatorSection() {
  const { data: site } = useSite();
  if (!site) return null;
  const { operator, dpo } = site;
  return (
    <section className="space-y-2" aria-labelledby="quem-somos">
      <h2 id="quem-somos" className="text-lg font-semibold text-slate-900">
        Quem somos e como falar conosco
      </h2>
      <p>
        O Acolher é operado por <strong>{operator.name}</strong>, CNPJ {operator.cnpj}, com sede em{" "}
        {operator.address}. É a controladora dos seus dados pessoais. Contato:{" "}
        <a className={MAIL_LINK} href={`mailto:${operator.email}`}>
          {operator.email}
        </a>
        .
      </p>
      <p>
        Encarregado pelo tratamento de dados pessoais (LGPD, art. 41): <strong>{dpo.name}</strong>,
        pelo e-mail{" "}
        <a className={MAIL_LINK} href={`mailto:${dpo.email}`}>
          {dpo.email}
        </a>
        . Fale com o encarregado para exercer seus direitos, tirar dúvidas sobre seus dados ou
        relatar um problema de segurança.
      </p>
    </section>
  );
}
