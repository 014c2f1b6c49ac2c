import { FORGOT_PASSWORD_PATH } from "@domain/account-recovery";
import {
  PASSWORD_RESET_MESSAGES,
  type PasswordReset,
  passwordResetSchema,
} from "@domain/contracts/password-reset";
import { passwordHint } from "@domain/password-hint";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { isApiError, serverMessage } from "@web/lib/api";
import { goTo } from "@web/lib/browser";
import { authKeys } from "@web/lib/query-keys";
import { usePageTitle } from "@web/lib/use-page-title";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { useResetPassword } from "../api/reset-password";
import { AuthFrame } from "../components/auth-frame";
import { FormAlert } from "../components/form-alert";
import { FormField } from "../components/form-field";
import { TextLink } from "../components/text-link";

/** Where a saved password leads: the sign-in page says "Senha alterada". */
export const PASSWORD_CHANGED_PATH = "/entrar?senha=alterada";

const FIELDS = ["password", "passwordConfirmation"] as const;
const isField = (key: string): key is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(key);

/**
 * /redefinir-senha?token=…, the e-mail's link: a new password twice, with the sign-up's schema
 * and hints. An expired or used link says so and offers a new one. Open to a signed-in user
 * too (decision 0236): success ends every session, so it leaves with a full page load.
 */
export function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [linkDead, setLinkDead] = useState(
    () => !passwordResetSchema.shape.token.safeParse(token).success,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const reset = useResetPassword();
  usePageTitle(linkDead ? "Link inválido" : "Criar nova senha");
  const form = useForm<PasswordReset>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: "", passwordConfirmation: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    reset.mutate(values, {
      onSuccess: () => {
        // A signed-in browser's cached reads belong to a session that just ended.
        if (queryClient.getQueryData(authKeys.user())) goTo(PASSWORD_CHANGED_PATH);
        else navigate(PASSWORD_CHANGED_PATH);
      },
      onError: (error) => {
        const fieldErrors = isApiError(error, 400) ? error.fieldErrors : {};
        if (fieldErrors.token) return setLinkDead(true);
        const fields = Object.entries(fieldErrors).filter(([key]) => isField(key));
        for (const [key, messages] of fields) {
          if (isField(key)) form.setError(key, { message: messages[0] });
        }
        if (fields.length === 0) {
          setFormError(serverMessage(error, "Não foi possível salvar a senha. Tente novamente."));
        }
      },
    });
  });

  return (
    <AuthFrame>
      <Card className="p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {linkDead ? "Link inválido" : "Criar nova senha"}
        </h1>
        {linkDead ? (
          <div className="mt-6 space-y-5">
            <FormAlert message={PASSWORD_RESET_MESSAGES.invalidLink} />
            <Button asChild size="lg" className="w-full">
              <Link href={FORGOT_PASSWORD_PATH}>Pedir um novo link</Link>
            </Button>
          </div>
        ) : (
          <>
            <p className="mt-1.5 text-slate-700">
              Escolha a nova senha da sua conta. Ao salvar, você sai da conta em todos os aparelhos.
            </p>
            <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
              <FormAlert message={formError} />
              <FormField
                id="password"
                label="Nova senha"
                type="password"
                autoComplete="new-password"
                hint={passwordHint(form.watch("password"))}
                error={errors.password?.message}
                {...form.register("password")}
              />
              <FormField
                id="passwordConfirmation"
                label="Repita a nova senha"
                type="password"
                autoComplete="new-password"
                error={errors.passwordConfirmation?.message}
                {...form.register("passwordConfirmation")}
              />
              <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
                {reset.isPending ? "Salvando..." : "Salvar nova senha"}
              </Button>
            </form>
          </>
        )}
        <p className="mt-6 text-center text-sm text-slate-700">
          <TextLink href="/entrar">Voltar para entrar</TextLink>
        </p>
      </Card>
    </AuthFrame>
  );
}
