import type { Appointment } from "@domain/contracts/appointments";
import { Badge } from "@web/components/ui/badge";
import type { ReactNode } from "react";
import { expiresInText } from "../lib/expiry";
import { AppointmentSummary } from "./appointment-summary";
import { RequestAnswerActions } from "./request-answer-actions";

export interface PendingRequestsListProps {
  professionalId: string;
  /** Pending requests, in the order to show them. */
  requests: Appointment[];
  /**
   * The card of a recurring series, given all its pending dates (approving a series shows its
   * dates). Without it a series' dates are listed one by one.
   */
  renderSeries?: (requests: Appointment[]) => ReactNode;
  label?: string;
}

/**
 * Pending requests, each with the time it has left before it becomes 'Não respondido' and its
 * answers (decisions 0271, 0273); a series once, where its first date would be.
 */
export function PendingRequestsList({
  professionalId,
  requests,
  renderSeries,
  label,
}: PendingRequestsListProps) {
  const now = new Date();
  const seen = new Set<string>();
  return (
    <ul className="grid gap-3" aria-label={label}>
      {requests.map((request) => {
        if (renderSeries && request.seriesId) {
          if (seen.has(request.seriesId)) return null;
          seen.add(request.seriesId);
          const dates = requests.filter((r) => r.seriesId === request.seriesId);
          return <li key={request.seriesId}>{renderSeries(dates)}</li>;
        }
        const nameId = `request-${request.id}`;
        return (
          <li
            key={request.id}
            aria-labelledby={nameId}
            className="grid gap-3 rounded-md border border-slate-200 p-4"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <AppointmentSummary appointment={request} nameId={nameId} />
              {request.expiresAt ? (
                <Badge tone="yellow">{expiresInText(request.expiresAt, now)}</Badge>
              ) : null}
            </div>
            {request.notes ? (
              <p className="rounded bg-slate-50 p-2 text-sm break-words text-slate-800">
                <span className="font-medium">Observações: </span>
                {request.notes}
              </p>
            ) : null}
            <RequestAnswerActions request={request} professionalId={professionalId} />
          </li>
        );
      })}
    </ul>
  );
}
