import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { Skeleton } from "@web/components/ui/skeleton";
import type { ReactNode } from "react";
import { useServiceConfirmations } from "../api/get-service-confirmations";
import { ConfirmationCard, type ViewerRole } from "./confirmation-card";
import { useConfirm } from "./use-confirm";

interface ConfirmationListProps {
  viewer: ViewerRole;
  /** After the viewer's side is recorded (a client is then offered the review form). */
  onConfirmed?: (confirmation: ServiceConfirmation) => void;
  /** 'Avaliar Profissional' and 'Ver Avaliação', shown to a client once both sides confirmed. */
  onReview?: (confirmation: ServiceConfirmation) => void;
  onViewReview?: (confirmation: ServiceConfirmation) => void;
  /** A card's extra buttons from the page ('Não compareceu', 'Contestar'; decision 0270). */
  actions?: (confirmation: ServiceConfirmation) => ReactNode;
}

/** The service confirmations list, for either side (SPEC §2 "Service confirmations list"). */
export function ConfirmationList({
  viewer,
  onConfirmed,
  onReview,
  onViewReview,
  actions,
}: ConfirmationListProps) {
  const confirmations = useServiceConfirmations();
  const { confirm, confirmingId } = useConfirm(onConfirmed);

  if (confirmations.isPending) {
    return (
      <div role="status" aria-label="Carregando confirmações" className="grid gap-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }
  if (confirmations.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Não foi possível carregar as confirmações de serviço.
      </p>
    );
  }
  if (confirmations.data.length === 0) {
    return (
      <p className="py-8 text-center text-slate-700">Nenhuma confirmação de serviço encontrada</p>
    );
  }
  return (
    <ul className="grid gap-3">
      {confirmations.data.map((c) => (
        <li key={c.id}>
          <ConfirmationCard
            confirmation={c}
            viewer={viewer}
            confirming={confirmingId === c.id}
            onConfirm={() => confirm(c)}
            onReview={() => onReview?.(c)}
            onViewReview={() => onViewReview?.(c)}
            actions={actions?.(c)}
          />
        </li>
      ))}
    </ul>
  );
}
