import { BAN_REASON_KEYS, BAN_REASONS, type BanReason } from "@domain/ban-reasons";
import { banUserRequestSchema, REASON_MAX_LENGTH } from "@domain/contracts/admin";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  AlertDialogCancel,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { NativeSelect } from "./native-select";

type BanFormValues = z.input<typeof banUserRequestSchema>;

/**
 * The ban's confirmation (decision 0378): the terms' category, required, which the person reads
 * in the e-mail and on the sign-in page; an internal note, optional, for admins only.
 */
export function BanForm({
  name,
  pending,
  onSubmit,
}: {
  name: string;
  pending: boolean;
  onSubmit: (ban: { banReason: BanReason; note: string | null }) => void;
}) {
  const form = useForm<BanFormValues, unknown, z.output<typeof banUserRequestSchema>>({
    resolver: zodResolver(banUserRequestSchema),
    defaultValues: { isBanned: true, banReason: "", note: "" },
  });
  const error = form.formState.errors.banReason?.message;
  const submit = form.handleSubmit(({ banReason, note }) => {
    if (banReason) onSubmit({ banReason, note });
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <AlertDialogTitle>Suspender {name}?</AlertDialogTitle>
      <AlertDialogDescription>
        A pessoa perde o acesso na hora: a próxima ação dela a leva para a tela de entrada. Os
        agendamentos futuros dela são cancelados.
      </AlertDialogDescription>
      <div className="grid gap-1.5">
        <Label htmlFor="ban-reason">Motivo da suspensão</Label>
        <NativeSelect
          id="ban-reason"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "ban-reason-hint ban-reason-error" : "ban-reason-hint"}
          {...form.register("banReason")}
        >
          <option value="">Escolha um motivo</option>
          {BAN_REASON_KEYS.map((key) => (
            <option key={key} value={key}>
              {BAN_REASONS[key]}
            </option>
          ))}
        </NativeSelect>
        <p id="ban-reason-hint" className="text-xs text-slate-700">
          A pessoa recebe este motivo por e-mail e o lê ao tentar entrar.
        </p>
        <FieldError id="ban-reason-error" message={error} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="ban-note">Observação interna (opcional)</Label>
        <Textarea
          id="ban-note"
          maxLength={REASON_MAX_LENGTH}
          aria-describedby="ban-note-hint"
          {...form.register("note")}
        />
        <p id="ban-note-hint" className="text-xs text-slate-700">
          Fica só no registro de ações, para administradores. A pessoa nunca a vê.
        </p>
      </div>
      <AlertDialogFooter>
        <AlertDialogCancel type="button">Voltar</AlertDialogCancel>
        <Button type="submit" variant="destructive" disabled={pending}>
          Suspender usuário
        </Button>
      </AlertDialogFooter>
    </form>
  );
}
