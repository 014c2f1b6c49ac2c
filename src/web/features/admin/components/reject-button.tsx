import {
  type AdminProfessional,
  REASON_MAX_LENGTH,
  verifyProfessionalRequestSchema,
} from "@domain/contracts/admin";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { fullName } from "@web/lib/format";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useVerifyProfessional } from "../api/verify-professional";

/** 'Rejeitar', asking for the reason the professional will read (required, decision 0101). */
export function RejectButton({
  professional,
  onDone,
}: {
  professional: AdminProfessional;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const verify = useVerifyProfessional();
  const name = fullName(professional);
  const form = useForm({
    resolver: zodResolver(verifyProfessionalRequestSchema),
    defaultValues: { isVerified: false, reason: "" },
  });
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit(({ reason }) =>
    verify.mutate(
      { professionalId: professional.id, isVerified: false, reason },
      {
        onSuccess: () => {
          toast({
            title: "Verificação rejeitada",
            description: `${name} verá o motivo no painel e no perfil.`,
          });
          setOpen(false);
          onDone();
        },
      },
    ),
  );
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="outline">Rejeitar</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <AlertDialogTitle>Rejeitar {name}?</AlertDialogTitle>
          <AlertDialogDescription>
            O profissional não aparece nas buscas e lê o motivo abaixo. Ele volta para os pendentes
            quando atualizar o perfil.
          </AlertDialogDescription>
          <div className="grid gap-1.5">
            <Label htmlFor="rejection-reason">Motivo da rejeição</Label>
            <Textarea
              id="rejection-reason"
              maxLength={REASON_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "rejection-reason-error" : undefined}
              {...form.register("reason")}
            />
            <FieldError id="rejection-reason-error" message={error} />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Voltar</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={verify.isPending}>
              Rejeitar verificação
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
