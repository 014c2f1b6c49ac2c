import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { formatRelative } from "@web/lib/dates";
import { fullName } from "@web/lib/format";
import { AlertCircle } from "lucide-react";
import { useServiceConfirmations } from "../api/get-service-confirmations";
import { useConfirm } from "./use-confirm";

/**
 * 'Confirmação de Serviço Pendente': services the professional confirmed and the client has not
 * (SPEC §2 client home). The page offers the review form after confirming, as on the list.
 */
export function PendingConfirmationBanner({
  onConfirmed,
}: {
  onConfirmed: (confirmation: ServiceConfirmation) => void;
}) {
  const confirmations = useServiceConfirmations();
  const { confirm, confirmingId } = useConfirm(onConfirmed);
  const pending = (confirmations.data ?? []).filter(
    (c) => c.professionalConfirmed && !c.clientConfirmed,
  );

  if (pending.length === 0) return null;
  return (
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
              onClick={() => confirm(c)}
              // Rendered by the server on the client home (decision 0415): like every code-only
              // button, disabled until React holds the page (decision 0416).
              disabled={confirmingId === c.id}
            >
              Confirmar Realização
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
