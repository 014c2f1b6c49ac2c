import { PrivacyLink } from "@web/components/layout/privacy-link";
import { TermsLink } from "@web/components/layout/terms-link";
import { useSite } from "../api/get-site";

const MAIL_LINK = "underline underline-offset-2";

/**
 * Every page's footer (issue 31, item 1; decision 0389): who operates Acolher (name, CNPJ,
 * address, contact) and its encarregado de dados, as Decreto 7.962/2013 art. 2º and Resolução
 * CD/ANPD 18/2024 ask, with the links to the privacy notice and the Termos de Uso (decision
 * 0391: the terms a person accepted stay one click away on every page).
 */
export function SiteFooter() {
  const { data: site } = useSite();
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-600">
      <p>
        Acolher · Saúde e bem-estar com profissionais verificados ·{" "}
        <PrivacyLink>Privacidade</PrivacyLink> · <TermsLink>Termos</TermsLink>
      </p>
      {site ? (
        <p className="mx-auto mt-2 max-w-3xl text-xs leading-5 break-words">
          {site.operator.name} · CNPJ {site.operator.cnpj} · {site.operator.address} ·{" "}
          <a className={MAIL_LINK} href={`mailto:${site.operator.email}`}>
            {site.operator.email}
          </a>
          <br />
          Encarregado de dados: {site.dpo.name} (
          <a className={MAIL_LINK} href={`mailto:${site.dpo.email}`}>
            {site.dpo.email}
          </a>
          )
        </p>
      ) : null}
    </footer>
  );
}
