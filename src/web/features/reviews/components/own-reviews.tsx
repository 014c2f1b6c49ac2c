import type { OwnReview } from "@domain/contracts/review-moderation";
import { REVIEW_COMMENT_MAX } from "@domain/contracts/reviews";
import { HEALTH_DETAILS_WARNING } from "@domain/health-details";
import { publicShownText, REVIEW_REPORT_REASONS } from "@domain/review-rules";
import { SUPPORT_PATH } from "@domain/support";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { formatDate } from "@web/lib/dates";
import { useState } from "react";
import { Link } from "wouter";
import { useReviewsByClient } from "../api/get-reviews-by-client";
import { useSettleHeldReview } from "../api/settle-held-review";
import { ReviewReplyText } from "./review-reply";
import { Stars } from "./stars";

const STATUS = {
  published: { label: "Publicada", tone: "green" },
  held: { label: "Aguardando sua confirmação", tone: "yellow" },
  hidden: { label: "Ocultada pela equipe do Acolher", tone: "grey" },
} as const;

/** A held review: the words found, the comment to rewrite, and 'Publicar assim mesmo'. */
function HeldReview({ review }: { review: OwnReview }) {
  const [comment, setComment] = useState(review.comment ?? "");
  const settle = useSettleHeldReview();
  const fieldId = `held-${review.id}`;
  const send = (confirmHealthDetails: boolean) =>
    settle.mutate(
      { reviewId: review.id, comment, confirmHealthDetails },
      {
        onSuccess: (saved) =>
          toast(
            saved.status === "published"
              ? { title: "Avaliação publicada" }
              : {
                  title: "A avaliação ainda cita um detalhe de saúde",
                  description: `Encontramos: ${saved.healthDetails.join(", ")}.`,
                },
          ),
      },
    );
  return (
    <div className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm text-slate-900">
        Sua avaliação cita {review.healthDetails.length > 1 ? "detalhes" : "um detalhe"} de saúde:{" "}
        <strong>{review.healthDetails.join(", ")}</strong>. {HEALTH_DETAILS_WARNING} Ela só aparece
        no perfil depois que você a editar ou confirmar.
      </p>
      <Label htmlFor={fieldId}>Comentário</Label>
      <Textarea
        id={fieldId}
        value={comment}
        maxLength={REVIEW_COMMENT_MAX}
        onChange={(event) => setComment(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={settle.isPending} onClick={() => send(false)}>
          Salvar comentário
        </Button>
        <Button size="sm" variant="outline" disabled={settle.isPending} onClick={() => send(true)}>
          Publicar como está
        </Button>
      </div>
    </div>
  );
}

/** 'Minhas Avaliações': the client's reviews with where each stands (decision 0388). */
export function OwnReviews() {
  const reviews = useReviewsByClient();
  if (reviews.isPending) {
    return (
      <p role="status" className="py-8 text-center text-slate-700">
        Carregando avaliações...
      </p>
    );
  }
  const list = reviews.data ?? [];
  if (list.length === 0) {
    return <p className="py-8 text-center text-slate-700">Você ainda não fez avaliações.</p>;
  }
  return (
    <ul className="grid gap-3">
      {list.map((review) => (
        <li key={review.id}>
          <Card>
            <CardContent className="grid gap-2 pt-6">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Stars rating={review.rating} />
                <Badge tone={STATUS[review.status].tone}>{STATUS[review.status].label}</Badge>
              </div>
              <p className="text-sm text-slate-600">
                {review.about ? `${review.about.professionalName} · ` : ""}Avaliado em{" "}
                {formatDate(review.createdAt)}
              </p>
              {review.status === "published" && review.about ? (
                <p className="text-sm text-slate-700">
                  {publicShownText(review.about.visibility, review.about.professionalName)}
                </p>
              ) : null}
              {review.status === "hidden" ? (
                <p className="text-sm text-slate-700">
                  {review.about
                    ? `Não aparece no perfil de ${review.about.professionalName} e não conta na nota.`
                    : "Não aparece no perfil do profissional e não conta na nota."}
                </p>
              ) : null}
              {review.hiddenReason ? (
                <p className="text-sm text-slate-800">
                  Motivo: {REVIEW_REPORT_REASONS[review.hiddenReason]}.
                </p>
              ) : null}
              {review.status === "hidden" ? (
                <p className="text-sm text-slate-700">
                  Se você acredita que houve um engano,{" "}
                  <Link href={SUPPORT_PATH} className="font-medium text-teal-800 underline">
                    fale com o suporte
                  </Link>
                  .
                </p>
              ) : null}
              {review.status === "held" ? (
                <HeldReview review={review} />
              ) : (
                <p className="whitespace-pre-line break-words text-slate-800">
                  {review.comment ?? "Sem comentário (avaliação anônima)."}
                </p>
              )}
              <ReviewReplyText review={review} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
