import { type RegisterRequest, registerRequestSchema } from "@domain/contracts/auth";
import { passwordHint } from "@domain/password-hint";
import { returnTarget, signInHref } from "@domain/return-to";
import { zodResolver } from "@hookform/resolvers/zod";
import { PrivacyLink } from "@web/components/layout/privacy-link";
import { TermsLink } from "@web/components/layout/terms-link";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FieldError } from "@web/components/ui/input";
import { isApiError, serverMessage } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { useSignUp } from "../api/sign-up";
import { AuthFrame } from "../components/auth-frame";
import { FormAlert } from "../components/form-alert";
import { FormField } from "../components/form-field";
import { PendingRoleNote } from "../components/pending-role-note";

const FIELDS = [
  "firstName",
  "lastName",
  "email",
  "password",
  "passwordConfirmation",
  "acceptLegal",
] as const;
const isField = (key: string): key is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(key);

/** /criar-conta: the same schema as the server, so the messages match (SPEC issue 2 §4). */
export function SignUpPage() {
  usePageTitle("Criar conta");
  const [, navigate] = useLocation();
  // The page to go back to once the account exists (decision 0324).
  const back = returnTarget(useSearch());
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      passwordConfirmation: "",
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    signUp.mutate(values, {
      onSuccess: () => navigate(back, { replace: true }),
      onError: (error) => {
        const fieldErrors = isApiError(error) ? error.fieldErrors : {};
        const fields = Object.entries(fieldErrors).filter(([key]) => isField(key));
        for (const [key, messages] of fields) {
          if (isField(key)) form.setError(key, { message: messages[0] });
        }
        if (fields.length === 0) {
          setFormError(serverMessage(error, "Não foi possível criar a conta. Tente novamente."));
        }
      },
    });
  });

  return (
    <AuthFrame>
      <Card className="p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Criar conta</h1>
        <p className="mt-1.5 text-slate-700">Leva menos de um minuto e é gratuito.</p>
        <PendingRoleNote />
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
          <FormAlert message={formError} />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id="firstName"
              label="Nome"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...form.register("firstName")}
            />
            <FormField
              id="lastName"
              label="Sobrenome"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...form.register("lastName")}
            />
          </div>
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
            autoComplete="new-password"
            hint={passwordHint(form.watch("password"))}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <FormField
            id="passwordConfirmation"
            label="Repita a senha"
            type="password"
            autoComplete="new-password"
            error={errors.passwordConfirmation?.message}
            {...form.register("passwordConfirmation")}
          />
          <div>
            <div className="flex items-start gap-3">
              <input
                id="acceptLegal"
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-teal-700"
                aria-invalid={errors.acceptLegal ? true : undefined}
                aria-describedby={errors.acceptLegal ? "acceptLegal-erro" : undefined}
                {...form.register("acceptLegal")}
              />
              <label htmlFor="acceptLegal" className="text-sm text-slate-700">
                Li e aceito os <TermsLink /> e o <PrivacyLink />, que explica como tratamos seus
                dados pessoais.
              </label>
            </div>
            <FieldError id="acceptLegal-erro" message={errors.acceptLegal?.message} />
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
            {signUp.isPending ? "Criando conta..." : "Criar conta"}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-700">
          Já tem uma conta?{" "}
          <Link
            href={signInHref(back)}
            className="rounded-sm font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            Entrar
          </Link>
        </p>
      </Card>
    </AuthFrame>
  );
}
