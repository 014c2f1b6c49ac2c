import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { Skeleton } from "@web/components/ui/skeleton";
import { useReviewsByClient } from "@web/features/reviews/api/reviews-by-client";
import { useState } from "react";
import { useServiceConfirmations } from "../api/service-confirmations";
import { ConfirmationCard } from "./confirmation-card";
import { ReviewFormDialog } from "./review-form-dialog";
import { fullName, type ViewerRole } from "./review-target";
import { ReviewViewDialog } from "./review-view-dialog";
import { useConfirmationFlow } from "./use-confirmation-flow";

/** The service confirmations list, for either side (SPEC §2 "Service confirmations list"). */
export function ConfirmationList({ viewer }: { viewer: ViewerRole }) {
  const confirmations = useServiceConfirmations();
  const reviews = useReviewsByClient({ enabled: viewer === "client" });
  const flow = useConfirmationFlow(viewer);
  const [viewing, setViewing] = useState<ServiceConfirmation | null>(null);

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

  return (
    <>
      {confirmations.data.length === 0 ? (
        <p className="py-8 text-center text-slate-700">Nenhuma confirmação de serviço encontrada</p>
      ) : (
        <ul className="grid gap-3">
          {confirmations.data.map((c) => (
            <li key={c.id}>
              <ConfirmationCard
                confirmation={c}
                viewer={viewer}
                confirming={flow.confirmingId === c.id}
                onConfirm={() => flow.confirm(c)}
                onReview={() =>
                  flow.openReview({
                    professionalId: c.professionalId,
                    professionalName: fullName(c.professional),
                    serviceConfirmationId: c.id,
                  })
                }
                onViewReview={() => setViewing(c)}
              />
            </li>
          ))}
        </ul>
      )}
      {flow.reviewTarget ? (
        <ReviewFormDialog target={flow.reviewTarget} onClose={flow.closeReview} />
      ) : null}
      {viewing ? (
        <ReviewViewDialog
          professionalName={fullName(viewing.professional)}
          review={reviews.data?.find((r) => r.serviceConfirmationId === viewing.id)}
          loading={reviews.isPending}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </>
  );
}
