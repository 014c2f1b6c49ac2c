import type { PublicReview } from "@domain/contracts/reviews";
import { UserAvatar } from "@web/components/ui/avatar";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDate } from "@web/lib/dates";
import type { ReactNode } from "react";
import { ReviewReplyText } from "./review-reply";
import { Stars } from "./stars";

function author(review: PublicReview): string {
  if (review.isAnonymous || !review.client) return "Cliente anônimo";
  return `${review.client.firstName} ${review.client.lastName}`;
}

/** The professional's reviews, newest first (SPEC §2 public profile). */
export function ReviewsList({
  reviews,
  isLoading,
  actions,
  emptyText = "Ainda não há avaliações para este profissional.",
}: {
  reviews: PublicReview[];
  isLoading: boolean;
  /** What an empty list says ('Somente a nota' explains where the comments are: decision 0387). */
  emptyText?: string;
  /** What the viewer may do on each review ('Denunciar', the reply's controls: decision 0388). */
  actions?: (review: PublicReview) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Avaliações</h2>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div role="status" aria-label="Carregando avaliações" className="space-y-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : reviews.length === 0 ? (
          <p className="text-slate-700">{emptyText}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {reviews.map((review) => (
              <li key={review.id} className="flex gap-3 py-4 first:pt-0 last:pb-0">
                <UserAvatar
                  imageUrl={review.isAnonymous ? null : review.client?.profileImageUrl}
                  firstName={review.isAnonymous ? null : review.client?.firstName}
                  lastName={review.isAnonymous ? null : review.client?.lastName}
                  className="size-9 text-sm"
                />
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <p className="font-medium text-slate-900">{author(review)}</p>
                    <time dateTime={review.createdAt} className="text-sm text-slate-600">
                      {formatDate(review.createdAt)}
                    </time>
                  </div>
                  <Stars rating={review.rating} />
                  {review.comment ? (
                    <p className="whitespace-pre-line break-words text-slate-800">
                      {review.comment}
                    </p>
                  ) : null}
                  <ReviewReplyText review={review} />
                  {actions?.(review)}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
