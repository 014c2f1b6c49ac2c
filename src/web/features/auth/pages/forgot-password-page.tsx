import {
  PASSWORD_RESET_MESSAGES,
  type PasswordResetRequest,
  passwordResetRequestSchema,
} from "@domain/contracts/password-reset";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { isApiError, serverMessage } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { useForm } from "react-hook-form";
import { useForgotPassword } from "../api/forgot-password";
import { AuthFrame } from "../components/auth-frame";
import { FormAlert } from "../components/form-alert";
import { FormField } from "../components/form-field";
import { FormNotice } from "../components/form-notice";
import { TextLink } from "../components/text-link";

/**
 * /esqueci-minha-senha: asks for the e-mail and always gives the same answer, so the page
 * never tells whether an address has an account (decision 0235).
 */
export function ForgotPasswordPage() {
  const request = useForgotPassword();
  usePageTitle(request.isSuccess ? "Verifique seu e-mail" : "Esqueci minha senha");
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => {
        const message = isApiError(error, 400) ? error.fieldErrors.email?.[0] : undefined;
        if (message) form.setError("email", { message });
      },
    }),
  );
  const formError =
    request.isError && !form.formState.errors.email
      ? serverMessage(request.error, "Não foi possível enviar o link. Tente novamente.")
      : null;

  return (
    <AuthFrame>
      <Card className="p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {request.isSuccess ? "Verifique seu e-mail" : "Esqueci minha senha"}
        </h1>
        {request.isSuccess ? (
          <div className="mt-6 space-y-4">
            <FormNotice message={PASSWORD_RESET_MESSAGES.requested} />
            <p className="text-slate-700">
              Não chegou? Confira a caixa de spam. Se precisar, peça um novo link daqui a alguns
              minutos.
            </p>
          </div>
        ) : (
          <>
            <p className="mt-1.5 text-slate-700">
              Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.
            </p>
            <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
              <FormAlert message={formError} />
              <FormField
                id="email"
                label="E-mail"
                type="email"
                autoComplete="email"
                inputMode="email"
                error={form.formState.errors.email?.message}
                {...form.register("email")}
              />
              <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
                {request.isPending ? "Enviando..." : "Enviar link"}
              </Button>
            </form>
          </>
        )}
        <p className="mt-6 text-center text-sm text-slate-700">
          Lembrou a senha? <TextLink href="/entrar">Voltar para entrar</TextLink>
        </p>
      </Card>
    </AuthFrame>
  );
}
