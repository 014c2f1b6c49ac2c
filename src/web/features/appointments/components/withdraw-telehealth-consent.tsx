import type { TelehealthConsent } from "@domain/contracts/rooms";
import { useMutation, useQueryClient } from "@tanstack/react-query";
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
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest } from "@web/lib/api";
import { appointmentsKeys } from "@web/lib/query-keys";

/**
 * 'Retirar consentimento' (issue 32, item 4; decision 0394): the client withdraws the online
 * sessions' consent given to this professional; the record stays, the rooms close until they
 * accept again.
 */
export function WithdrawTelehealthConsent({
  professionalId,
  professionalName,
}: {
  professionalId: string;
  professionalName: string;
}) {
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () =>
      apiRequest<TelehealthConsent>("POST", `/api/telehealth-consent/${professionalId}/withdraw`),
    meta: {
      errorToast: {
        title: "Erro",
        description: "Não foi possível retirar o consentimento. Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: () => {
      toast({
        title: "Consentimento retirado",
        description: "Antes da próxima sessão online você poderá ler e aceitar o termo de novo.",
      });
      return queryClient.invalidateQueries({ queryKey: appointmentsKeys.client() });
    },
  });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="link" className="h-auto w-fit p-0" disabled={withdraw.isPending}>
          Retirar consentimento
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Retirar o consentimento?</AlertDialogTitle>
        <AlertDialogDescription>
          As sessões online com {professionalName} ficam sem a sala até você aceitar o termo de
          novo. O registro do seu aceite e da retirada continua guardado.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Voltar</AlertDialogCancel>
          <AlertDialogAction onClick={() => withdraw.mutate()}>
            Retirar consentimento
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
