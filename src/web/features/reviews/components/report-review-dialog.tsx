import {
  REPORT_DETAILS_MAX,
  REVIEW_MODERATION_MESSAGES,
  REVIEW_REPORT_REASON_KEYS,
  REVIEW_REPORT_REASONS,
  type ReviewReportReason,
} from "@domain/review-rules";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { Flag } from "lucide-react";
import { useState } from "react";
import { useReportReview } from "../api/report-review";

/**
 * 'Denunciar' on a review (decision 0388): a reason from the list and, optionally, what
 * happened. The team reads it in the admin's queue; the reporter's name is never shown there.
 */
export function ReportReviewDialog({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [details, setDetails] = useState("");
  const [missing, setMissing] = useState(false);
  const report = useReportReview();

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason(null);
      setDetails("");
      setMissing(false);
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason) return setMissing(true);
    report.mutate(
      { reviewId, reason, details: details.trim() || null },
      {
        onSuccess: () => {
          toast({
            title: "Denúncia enviada",
            description: "A equipe do Acolher vai analisar esta avaliação.",
          });
          close(false);
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="px-2 text-slate-700">
          <Flag aria-hidden="true" />
          Denunciar
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Denunciar avaliação</DialogTitle>
            <DialogDescription>
              A equipe do Acolher analisa cada denúncia e pode ocultar a avaliação. Quem escreveu
              não sabe quem denunciou.
            </DialogDescription>
          </DialogHeader>
          <fieldset
            className="grid gap-2"
            aria-describedby={missing ? "report-reason-error" : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-slate-900">Motivo</legend>
            {REVIEW_REPORT_REASON_KEYS.map((key) => (
              <label key={key} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name="report-reason"
                  value={key}
                  checked={reason === key}
                  onChange={() => {
                    setReason(key);
                    setMissing(false);
                  }}
                  className="size-4 accent-teal-700"
                />
                {REVIEW_REPORT_REASONS[key]}
              </label>
            ))}
            <FieldError
              id="report-reason-error"
              message={missing ? REVIEW_MODERATION_MESSAGES.reasonRequired : undefined}
            />
          </fieldset>
          <div className="grid gap-1.5">
            <Label htmlFor="report-details">O que aconteceu? (opcional)</Label>
            <Textarea
              id="report-details"
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={report.isPending}>
              Enviar denúncia
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
