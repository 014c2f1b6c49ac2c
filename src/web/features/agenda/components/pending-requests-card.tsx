import type { Appointment } from "@domain/contracts/appointments";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import type { ReactNode } from "react";
import { PendingRequestsList } from "./pending-requests-list";

interface Props {
  professionalId: string;
  /** Pending requests, the first to expire first (GET /api/professional/dashboard). */
  requests: Appointment[] | undefined;
  /** A recurring series' card (see `PendingRequestsList`). */
  renderSeries?: (requests: Appointment[]) => ReactNode;
}

/** The dashboard's inbox (decision 0273): what waits for an answer comes first. */
export function PendingRequestsCard({ professionalId, requests, renderSeries }: Props) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="text-lg font-semibold">
          Solicitações pendentes{requests?.length ? ` (${requests.length})` : ""}
        </h2>
      </CardHeader>
      <CardContent>
        {!requests ? (
          <Skeleton className="h-28" />
        ) : requests.length === 0 ? (
          <p className="text-sm text-slate-700">Nenhuma solicitação pendente.</p>
        ) : (
          <PendingRequestsList
            professionalId={professionalId}
            requests={requests}
            renderSeries={renderSeries}
            label="Solicitações pendentes"
          />
        )}
      </CardContent>
    </Card>
  );
}
