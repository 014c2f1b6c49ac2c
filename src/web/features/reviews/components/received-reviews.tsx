import { useProfessionalReviews } from "../api/get-professional-reviews";
import { ReviewActions } from "./review-actions";
import { ReviewsList } from "./reviews-list";

/** The reviews a professional received, for their own screens; SPEC §8's text on failure. */
export function ReceivedReviews({ professionalId }: { professionalId: string }) {
  const reviews = useProfessionalReviews(professionalId, true);
  if (reviews.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        Erro ao carregar avaliações
      </p>
    );
  }
  return (
    <ReviewsList
      reviews={reviews.data?.reviews ?? []}
      isLoading={reviews.isPending}
      actions={(review) => <ReviewActions review={review} owner />}
    />
  );
}
