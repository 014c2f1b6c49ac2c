import { MAX_RATING } from "@domain/constants";
import type { Review } from "@domain/contracts/reviews";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { formatDate } from "@web/lib/dates";
import { Stars } from "./stars";

interface ReviewViewDialogProps {
  professionalName: string;
  review: Review | undefined;
  loading: boolean;
  onClose: () => void;
}

/** 'Sua Avaliação': the client's own review of a service, read-only. */
export function ReviewViewDialog({
  professionalName,
  review,
  loading,
  onClose,
}: ReviewViewDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sua Avaliação</DialogTitle>
          <DialogDescription>Atendimento com {professionalName}</DialogDescription>
        </DialogHeader>
        {review ? (
          <div className="grid gap-3">
            <div className="flex items-center gap-2">
              <Stars rating={review.rating} />
              <span className="text-sm font-medium">
                {review.rating} de {MAX_RATING}
              </span>
            </div>
            <p className="whitespace-pre-line text-sm text-slate-800">
              {review.comment ?? "Sem comentário (avaliação anônima)."}
            </p>
            <p className="text-sm text-slate-600">Avaliado em {formatDate(review.createdAt)}</p>
          </div>
        ) : (
          <p role="status" className="text-sm text-slate-700">
            {loading ? "Carregando avaliação..." : "Avaliação não encontrada."}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
