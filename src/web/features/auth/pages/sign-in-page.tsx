import { FORGOT_PASSWORD_PATH } from "@domain/account-recovery";
import { isBanReason } from "@domain/ban-reasons";
import { type LoginRequest, loginRequestSchema, suspendedMessage } from "@domain/contracts/auth";
import { PASSWORD_RESET_MESSAGES } from "@domain/contracts/password-reset";
import { returnTarget, signUpHref } from "@domain/return-to";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { serverMessage } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { useSignIn } from "../api/sign-in";
import { AuthFrame } from "../components/auth-frame";
import { DemoAccountsBox } from "../components/demo-accounts-box";
import { FormAlert } from "../components/form-alert";
import { FormField } from "../components/form-field";
import { FormNotice } from "../components/form-notice";
import { PendingRoleNote } from "../components/pending-role-note";

/**
 * /entrar, where /api/login leads: e-mail and password; the server's message on failure.
 * `?conta=suspensa` is where a suspended user is sent out to (decision 0104): it says why, naming
 * the terms' category given as `&motivo=` (one of ours, else none: decision 0378);
 * `?senha=alterada` is where a new password chosen with an e-mailed link leads (decision 0235);
 * `?voltar=<path>` is the page to go back to once signed in (decision 0324).
 */
export function SignInPage() {
  usePageTitle("Entrar");
  const [, navigate] = useLocation();
  const query = useSearch();
  const search = new URLSearchParams(query);
  const back = returnTarget(query);
  const suspended = search.get("conta") === "suspensa";
  const banReason = search.get("motivo");
  const passwordChanged = search.get("senha") === "alterada";
  const signIn = useSignIn();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, { onSuccess: () => navigate(back, { replace: true }) }),
  );
  const serverError = signIn.isError
    ? serverMessage(signIn.error, "Não foi possível entrar. Tente novamente.")
    : suspended && !signIn.isPending && !signIn.isSuccess
      ? suspendedMessage(isBanReason(banReason) ? banReason : null)
      : null;

  return (
    <AuthFrame>
      <Card className="p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Entrar</h1>
        <p className="mt-1.5 text-slate-700">Acesse sua conta para continuar.</p>
        <PendingRoleNote />
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
          <FormAlert message={serverError} />
          <FormNotice
            message={passwordChanged && !serverError ? PASSWORD_RESET_MESSAGES.done : null}
          />
          <FormField
            id="email"
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...form.register("email")}
          />
          <FormField
            id="password"
            label="Senha"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register("password")}
          />
          <p className="-mt-2 text-right text-sm">
            <Link
              href={FORGOT_PASSWORD_PATH}
              className="rounded-sm font-medium text-teal-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
            >
              Esqueci minha senha
            </Link>
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? "Entrando..." : "Entrar"}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-700">
          Ainda não tem uma conta?{" "}
          <Link
            href={signUpHref(back)}
            className="rounded-sm font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            Criar conta
          </Link>
        </p>
      </Card>
      <div className="mt-6">
        <DemoAccountsBox
          onUse={(account) => {
            form.setValue("email", account.email, { shouldValidate: true });
            form.setValue("password", account.password, { shouldValidate: true });
          }}
        />
      </div>
    </AuthFrame>
  );
}
