import {
  type ChangePasswordRequest,
  changePasswordRequestSchema,
  SETTINGS_MESSAGES,
} from "@domain/contracts/settings";
import { passwordHint } from "@domain/password-hint";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { isApiError, serverMessage } from "@web/lib/api";
import { type ComponentProps, useState } from "react";
import { useForm } from "react-hook-form";
import { useChangePassword } from "../api/change-password";
import { SettingsTitle } from "./settings-title";

const FIELDS = ["currentPassword", "password", "passwordConfirmation"] as const;
type Field = (typeof FIELDS)[number];
const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);
const EMPTY = { currentPassword: "", password: "", passwordConfirmation: "" };

/**
 * 'Alterar senha': the current password and the new one twice, checked with the server's own
 * schema. The server checks the current one; after the change this session stays and every
 * other one (another browser, a lost phone) ends.
 */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast({ title: "Senha alterada", description: SETTINGS_MESSAGES.passwordChanged });
      },
      onError: (error) => {
        const fields = Object.entries(isApiError(error) ? error.fieldErrors : {});
        let shown = false;
        for (const [key, messages] of fields) {
          if (isField(key)) {
            form.setError(key, { message: messages[0] });
            shown = true;
          }
        }
        if (!shown) {
          setFormError(serverMessage(error, "Não foi possível alterar a senha. Tente novamente."));
        }
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <SettingsTitle>Alterar senha</SettingsTitle>
        <CardDescription>
          Depois da troca, você continua conectado aqui e sai de todos os outros aparelhos.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
          {formError && (
            <p
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
            >
              {formError}
            </p>
          )}
          <PasswordField
            id="currentPassword"
            label="Senha atual"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register("currentPassword")}
          />
          <PasswordField
            id="password"
            label="Nova senha"
            autoComplete="new-password"
            hint={passwordHint(form.watch("password"))}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <PasswordField
            id="passwordConfirmation"
            label="Repita a nova senha"
            autoComplete="new-password"
            error={errors.passwordConfirmation?.message}
            {...form.register("passwordConfirmation")}
          />
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Alterando..." : "Alterar senha"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

interface PasswordFieldProps extends ComponentProps<"input"> {
  id: Field;
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled password input whose hint and error are announced with it. */
function PasswordField({ id, label, error, hint, ...input }: PasswordFieldProps) {
  const hintId = hint && !error ? `${id}-dica` : undefined;
  const errorId = error ? `${id}-erro` : undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        {...input}
      />
      {hintId && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
