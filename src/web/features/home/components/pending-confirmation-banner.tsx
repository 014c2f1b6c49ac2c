import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useServiceConfirmations } from "@web/features/confirmations/api/service-confirmations";
import { ReviewFormDialog } from "@web/features/confirmations/components/review-form-dialog";
import { fullName } from "@web/features/confirmations/components/review-target";
import { useConfirmationFlow } from "@web/features/confirmations/components/use-confirmation-flow";
import { formatRelative } from "@web/lib/dates";
import { AlertCircle } from "lucide-react";

/**
 * 'Confirmação de Serviço Pendente': services the professional confirmed and the client has not
 * (SPEC §2 client home). Confirming here follows the same review offer as the list.
 */
export function PendingConfirmationBanner() {
  const confirmations = useServiceConfirmations();
  const flow = useConfirmationFlow("client");
  const pending = (confirmations.data ?? []).filter(
    (c) => c.professionalConfirmed && !c.clientConfirmed,
  );

  return (
    <>
      {pending.length > 0 ? (
        <section
          aria-labelledby="pending-confirmation-title"
          className="grid gap-3 rounded-lg border border-orange-300 bg-orange-50 p-4"
        >
          <h2
            id="pending-confirmation-title"
            className="flex items-center gap-2 font-semibold text-orange-900"
          >
            <AlertCircle aria-hidden="true" className="size-5" />
            Confirmação de Serviço Pendente
          </h2>
          <ul className="grid gap-2">
            {pending.map((c) => (
              <li
                key={c.id}
                className="flex flex-col gap-2 rounded-md border border-orange-200 bg-white p-3 sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-slate-900">{fullName(c.professional)}</p>
                  <p className="text-slate-800">{c.serviceDescription}</p>
                  <p className="text-slate-600">{formatRelative(c.createdAt)}</p>
                </div>
                <Badge tone="orange" className="self-start sm:self-center">
                  Aguardando sua confirmação
                </Badge>
                <Button
                  size="sm"
                  onClick={() => flow.confirm(c)}
                  disabled={flow.confirmingId === c.id}
                >
                  Confirmar Realização
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {flow.reviewTarget ? (
        <ReviewFormDialog target={flow.reviewTarget} onClose={flow.closeReview} />
      ) : null}
    </>
  );
}
