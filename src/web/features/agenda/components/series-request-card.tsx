import type { Appointment } from "@domain/contracts/appointments";
import { type AnswerSeriesBody, SERIES_CONFLICT_LABELS } from "@domain/contracts/series";
import { SERIES_BADGE_LABELS } from "@domain/series";
import { SERVICE_TYPE_NAME } from "@domain/text";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { toast } from "@web/components/ui/use-toast";
import { formatDate } from "@web/lib/dates";
import { fullName } from "@web/lib/format";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { useAnswerSeries } from "../api/answer-series";
import { useSeries } from "../api/get-series";
import { RejectSeriesDialog } from "./reject-series-dialog";

interface Props {
  professionalId: string;
  seriesId: string;
  /** The series' pending dates as the requests list has them (shown while the series loads). */
  requests: Appointment[];
}

/**
 * A recurring series in the professional's requests, once (issue 17 items 3 and 5, decision
 * 0261): its pending dates with what now conflicts, a checkbox to skip each (conflicting ones
 * ticked), 'Confirmar série' and 'Recusar série'.
 */
export function SeriesRequestCard({ professionalId, seriesId, requests }: Props) {
  const series = useSeries(seriesId);
  const answer = useAnswerSeries(professionalId);
  const [rejecting, setRejecting] = useState(false);
  const [skipped, setSkipped] = useState<Set<string> | null>(null);
  const first = requests[0]!;
  const pending = (
    series.data?.occurrences ?? requests.map((r) => ({ ...r, conflict: null }))
  ).filter((o) => o.status === "pending");
  // Until the professional changes a box, the conflicting dates are the ones skipped.
  const skip = skipped ?? new Set(pending.filter((o) => o.conflict).map((o) => o.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(skip);
    if (on) next.add(id);
    else next.delete(id);
    setSkipped(next);
  };
  const label = series.data ? SERIES_BADGE_LABELS[series.data.frequency] : "Série";
  const nameId = `series-${seriesId}`;
  // mutateAsync: the card leaves the list once the answer is in, and its notice still shows.
  const send = (body: AnswerSeriesBody, notice: { title: string; description: string }) =>
    answer
      .mutateAsync({ seriesId, ...body })
      .then(() => {
        setRejecting(false);
        toast(notice);
      })
      .catch(() => undefined); // the failure notice is the mutation's own (meta)
  const approve = () =>
    send(
      { status: "approved", skip: [...skip] },
      { title: "Série confirmada", description: "O cliente será avisado das datas." },
    );

  return (
    <section aria-labelledby={nameId} className="grid gap-3 rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p id={nameId} className="font-semibold text-slate-900">
          {fullName(first.client)}
        </p>
        <Badge tone="teal">{`${label} · ${pending.length} datas`}</Badge>
      </div>
      <p className="text-sm text-slate-700">
        {first.startTime} até {first.endTime} · {SERVICE_TYPE_NAME[first.serviceType]}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          Datas (marque as que quer pular)
        </legend>
        {pending.map((o) => (
          <div key={o.id} className="flex flex-wrap items-center gap-2 text-sm">
            <Checkbox
              id={`skip-${o.id}`}
              checked={skip.has(o.id)}
              onCheckedChange={(v) => toggle(o.id, v === true)}
            />
            <label htmlFor={`skip-${o.id}`} className="text-slate-800">
              Pular {formatDate(o.appointmentDate)}
            </label>
            {o.conflict ? <Badge tone="red">{SERIES_CONFLICT_LABELS[o.conflict]}</Badge> : null}
          </div>
        ))}
      </fieldset>
      {first.notes ? (
        <p className="rounded bg-slate-50 p-2 text-sm text-slate-800">
          <span className="font-medium">Observações: </span>
          {first.notes}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button
          size="sm"
          className="flex-1 sm:flex-none"
          disabled={answer.isPending || skip.size >= pending.length}
          onClick={approve}
        >
          <Check aria-hidden="true" />
          Confirmar série
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="flex-1 text-red-800 sm:flex-none"
          disabled={answer.isPending}
          onClick={() => setRejecting(true)}
        >
          <X aria-hidden="true" />
          Recusar série
        </Button>
      </div>
      <RejectSeriesDialog
        open={rejecting}
        busy={answer.isPending}
        onOpenChange={setRejecting}
        onConfirm={(reason) =>
          send(
            { status: "rejected", reason },
            { title: "Série recusada", description: "O cliente será avisado." },
          )
        }
      />
    </section>
  );
}
