import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, reviewFormSchema } from "@domain/contracts/reviews";
import { HEALTH_DETAILS_WARNING } from "@domain/health-details";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { Controller, useForm } from "react-hook-form";
import { useCreateReview } from "../api/create-review";
import { useProfessionalReviews } from "../api/get-professional-reviews";
import { reviewAudienceNote } from "../lib/review-audience";
import type { ReviewTarget } from "./review-target";
import { StarRatingInput } from "./star-rating-input";

interface ReviewFormDialogProps {
  target: ReviewTarget;
  /** `submitted` is false when the client closed the form without sending it. */
  onClose: (submitted: boolean) => void;
}

/** 'Avaliar {profissional}': required stars, optional comment (SPEC §2, §5 Review). */
export function ReviewFormDialog({ target, onClose }: ReviewFormDialogProps) {
  const createReview = useCreateReview();
  const form = useForm({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: 0, comment: "" },
  });
  const rating = form.watch("rating");
  // Who will read it follows the professional's choice (decision 0387), told before sending.
  const audience = useProfessionalReviews(target.professionalId, true);

  const submit = form.handleSubmit(
    (values) =>
      createReview.mutate(
        {
          professionalId: target.professionalId,
          serviceConfirmationId: target.serviceConfirmationId,
          ...values,
        },
        {
          onSuccess: (review) => {
            toast(
              review.status === "held"
                ? {
                    title: "Avaliação aguardando sua confirmação",
                    description: `Ela cita ${review.healthDetails.join(", ")}. Edite ou confirme em Minhas Avaliações antes de publicá-la.`,
                  }
                : {
                    title: "Avaliação enviada",
                    description: "Sua avaliação foi registrada com sucesso!",
                  },
            );
            onClose(true);
          },
        },
      ),
    () =>
      toast({
        title: REVIEW_MESSAGES.ratingRequiredTitle,
        description: REVIEW_MESSAGES.ratingRequired,
        variant: "destructive",
      }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose(false)}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Avaliar {target.professionalName}</DialogTitle>
            <DialogDescription>Conte como foi o atendimento.</DialogDescription>
          </DialogHeader>
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <StarRatingInput
                value={field.value}
                onChange={field.onChange}
                disabled={createReview.isPending}
              />
            )}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="review-comment">Comentário (opcional)</Label>
            <Textarea
              id="review-comment"
              maxLength={REVIEW_COMMENT_MAX}
              aria-describedby="review-privacy review-health"
              {...form.register("comment")}
            />
            <p id="review-privacy" className="text-sm text-slate-700">
              {reviewAudienceNote(audience.data?.visibility, target.professionalName)}
            </p>
            <p id="review-health" className="text-sm font-medium text-slate-800">
              {HEALTH_DETAILS_WARNING}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onClose(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={rating === 0 || createReview.isPending}>
              Enviar Avaliação
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
