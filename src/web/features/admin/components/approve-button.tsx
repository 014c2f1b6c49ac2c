import type { AdminProfessional } from "@domain/contracts/admin";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button, buttonVariants } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { fullName } from "@web/lib/format";
import { useVerifyProfessional } from "../api/verify-professional";

/** 'Aprovar', asking first: an approved professional is searchable at once (decision 0101). */
export function ApproveButton({
  professional,
  onDone,
}: {
  professional: AdminProfessional;
  onDone: () => void;
}) {
  const verify = useVerifyProfessional();
  const name = fullName(professional);
  const approve = () =>
    verify.mutate(
      { professionalId: professional.id, isVerified: true, reason: null },
      {
        onSuccess: () => {
          toast({ title: "Profissional aprovado", description: `${name} já aparece nas buscas.` });
          onDone();
        },
      },
    );
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button disabled={verify.isPending}>Aprovar</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Aprovar {name}?</AlertDialogTitle>
        <AlertDialogDescription>
          O perfil passa a ser verificado e aparece nas buscas dos clientes imediatamente.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Voltar</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "default" })} onClick={approve}>
            Aprovar profissional
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
