import { REASON_MAX_LENGTH } from "@domain/contracts/admin";
import type { ReportedReview } from "@domain/contracts/review-moderation";
import {
  REVIEW_REPORT_REASON_KEYS,
  REVIEW_REPORT_REASONS,
  type ReviewReportReason,
} from "@domain/review-rules";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { fullName } from "@web/lib/format";
import { useState } from "react";
import { useDecideReportedReview } from "../api/decide-reported-review";
import { formatDateTime } from "../lib/when";
import { NativeSelect } from "./native-select";
import { ReceivedReports } from "./received-reports";

/**
 * One reported review in 'Denúncias' (decision 0388): what was written, about whom, by whom, the
 * reports' reasons and details, and the decision: hide with a reason (the author and the
 * professional read it) or keep; the note stays in the audit log.
 */
export function ReportedReviewCard({ item }: { item: ReportedReview }) {
  const [reason, setReason] = useState<ReviewReportReason | "">("");
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const decide = useDecideReportedReview();
  const id = item.review.id;
  const send = (resolution: "hidden" | "kept") => {
    if (resolution === "hidden" && !reason) return setMissing(true);
    decide.mutate(
      { reviewId: id, resolution, reason: reason || null, note: note.trim() || null },
      {
        onSuccess: () =>
          toast({ title: resolution === "hidden" ? "Avaliação ocultada" : "Avaliação mantida" }),
      },
    );
  };
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-slate-900">
            Avaliação de {fullName(item.author)} para {fullName(item.professional)}
          </h2>
          <Badge tone="red">
            {item.reportCount} {item.reportCount === 1 ? "denúncia" : "denúncias"}
          </Badge>
        </div>
        <p className="text-sm text-slate-700">
          Nota {item.review.rating} de 5 · escrita em {formatDateTime(item.review.createdAt)}
        </p>
        <blockquote className="whitespace-pre-line break-words border-l-4 border-slate-300 pl-3 text-slate-900">
          {item.review.comment ?? "Sem comentário."}
        </blockquote>
        <ReceivedReports reports={item.reports} labels={REVIEW_REPORT_REASONS} />
        <div className="grid gap-1.5">
          <Label htmlFor={`hide-reason-${id}`}>Motivo para ocultar</Label>
          <NativeSelect
            id={`hide-reason-${id}`}
            value={reason}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `hide-reason-error-${id}` : undefined}
            onChange={(event) => {
              setReason(event.target.value as ReviewReportReason | "");
              setMissing(false);
            }}
          >
            <option value="">Escolha um motivo</option>
            {REVIEW_REPORT_REASON_KEYS.map((key) => (
              <option key={key} value={key}>
                {REVIEW_REPORT_REASONS[key]}
              </option>
            ))}
          </NativeSelect>
          <FieldError
            id={`hide-reason-error-${id}`}
            message={missing ? "Escolha o motivo para ocultar a avaliação." : undefined}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`decision-note-${id}`}>Observação interna (opcional)</Label>
          <Textarea
            id={`decision-note-${id}`}
            maxLength={REASON_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="destructive" disabled={decide.isPending} onClick={() => send("hidden")}>
            Ocultar avaliação
          </Button>
          <Button variant="outline" disabled={decide.isPending} onClick={() => send("kept")}>
            Manter avaliação
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
