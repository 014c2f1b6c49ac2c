import { SETTINGS_MESSAGES } from "@domain/contracts/settings";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { AuthFrame } from "@web/features/auth/components/auth-frame";
import { isApiError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link } from "wouter";
import { useUnsubscribe } from "../api/unsubscribe";

const linkClass =
  "rounded-sm font-semibold text-teal-800 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600";

/**
 * /descadastrar/:token, the footer link of optional e-mails (decision 0241): public, and it asks
 * before changing anything, so a link scanner that opens it unsubscribes nobody.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const done = unsubscribe.data;
  const failed = unsubscribe.isError;
  usePageTitle(done ? "Descadastro feito" : "Deixar de receber e-mails");

  return (
    <AuthFrame>
      <Card className="space-y-4 p-6 text-slate-800 shadow-md sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {done ? "Descadastro feito" : "Deixar de receber estes e-mails?"}
        </h1>
        {done ? (
          <p role="status">{SETTINGS_MESSAGES.unsubscribed(done.label)}</p>
        ) : failed ? (
          <p role="alert" className="text-red-800">
            {isApiError(unsubscribe.error, 404)
              ? SETTINGS_MESSAGES.badUnsubscribeLink
              : "Não foi possível concluir agora. Tente novamente."}
          </p>
        ) : (
          <p>
            Você deixará de receber e-mails deste tipo (lembretes ou avisos depois das sessões). Os
            e-mails sobre os seus horários e a sua conta continuam chegando.
          </p>
        )}
        {!done && !(failed && isApiError(unsubscribe.error, 404)) && (
          <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? "Confirmando..." : "Confirmar descadastro"}
          </Button>
        )}
        <p className="text-sm text-slate-700">
          Você pode mudar isso quando quiser em{" "}
          <Link href="/settings" className={linkClass}>
            Configurações
          </Link>
          .
        </p>
      </Card>
    </AuthFrame>
  );
}
