import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { toast } from "@web/components/ui/use-toast";
import { useConfirmService } from "../api/confirm-service";

/** Confirms the viewer's side with the SPEC §8 notice, then tells the screen (`onConfirmed`). */
export function useConfirm(onConfirmed?: (confirmation: ServiceConfirmation) => void) {
  const confirmService = useConfirmService();
  const confirm = (confirmation: ServiceConfirmation) =>
    confirmService.mutate(confirmation, {
      onSuccess: () => {
        toast({
          title: "Serviço confirmado",
          description: "A confirmação do serviço foi registrada com sucesso!",
        });
        onConfirmed?.(confirmation);
      },
    });
  return {
    confirm,
    confirmingId: confirmService.isPending ? confirmService.variables?.id : undefined,
  };
}
