import type { CurrentUser } from "@domain/contracts/auth";
import { LEGAL_TITLES, LEGAL_VERSIONS } from "@domain/legal";
import { PrivacyLink } from "@web/components/layout/privacy-link";
import { TermsLink } from "@web/components/layout/terms-link";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageTitle } from "@web/lib/use-page-title";
import { useAcceptLegal } from "../api/accept-legal";
import { AuthFrame } from "../components/auth-frame";

/**
 * Issue 31, item 3: a signed-in person whose accepted version of the terms or the privacy
 * notice is not the one in force accepts it before anything else (the API refuses the rest).
 * They may also leave, or read the documents first.
 */
export function AcceptLegalPage({ user }: { user: CurrentUser }) {
  usePageTitle("Atualizamos nossos termos");
  const accept = useAcceptLegal();
  const pending = user.legalPending;
  return (
    <AuthFrame>
      <Card className="space-y-5 p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          Atualizamos nossos termos
        </h1>
        <p className="text-slate-700">
          Para continuar usando o Acolher, leia e aceite{" "}
          {pending.length > 1
            ? "as novas versões destes documentos"
            : "a nova versão deste documento"}
          :
        </p>
        <ul className="space-y-2">
          {pending.map((document) => (
            <li key={document} className="text-slate-800">
              {document === "terms" ? (
                <TermsLink>{LEGAL_TITLES.terms}</TermsLink>
              ) : (
                <PrivacyLink>{LEGAL_TITLES.privacy}</PrivacyLink>
              )}{" "}
              <span className="text-sm text-slate-600">
                (versão de {LEGAL_VERSIONS[document].date})
              </span>
            </li>
          ))}
        </ul>
        <Button
          size="lg"
          className="w-full"
          disabled={accept.isPending}
          onClick={() => accept.mutate(pending)}
        >
          {accept.isPending ? "Registrando..." : "Li e aceito"}
        </Button>
        <p className="text-sm text-slate-700">
          Se não quiser aceitar, você pode{" "}
          <a
            href="/api/logout"
            className="rounded-sm font-semibold text-teal-800 underline underline-offset-4"
          >
            sair
          </a>
          ; seus dados continuam protegidos como descrito na versão que você aceitou.
        </p>
      </Card>
    </AuthFrame>
  );
}
