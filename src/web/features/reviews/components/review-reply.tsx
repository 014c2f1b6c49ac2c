import type { PublicReview } from "@domain/contracts/reviews";
import { publicityProblem } from "@domain/publicity";
import { REPLY_MAX } from "@domain/review-rules";
import { Button } from "@web/components/ui/button";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api";
import { useState } from "react";
import { useSaveReviewReply } from "../api/save-review-reply";

/** The professional's reply under a review, wherever the review's text is shown (decision 0388). */
export function ReviewReplyText({ review }: { review: { reply: string | null } }) {
  if (!review.reply) return null;
  return (
    <div className="mt-2 rounded-md border-l-4 border-teal-600 bg-slate-50 px-3 py-2">
      <p className="text-sm font-medium text-slate-900">Resposta do profissional</p>
      <p className="whitespace-pre-line break-words text-sm text-slate-800">{review.reply}</p>
    </div>
  );
}

/**
 * The professional's own controls under a review: 'Responder', or 'Editar resposta' and
 * 'Remover resposta'. The publicity rules are checked as they type (the same rule the server
 * applies), and the server's refusal shows on the field too.
 */
export function ReviewReplyEditor({ review }: { review: PublicReview }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(review.reply ?? "");
  const [refused, setRefused] = useState<string | null>(null);
  const save = useSaveReviewReply(review.professionalId);
  const problem = refused ?? publicityProblem(text);
  const fieldId = `reply-${review.id}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim() || problem) return;
    save.mutate(
      { reviewId: review.id, reply: text },
      {
        onSuccess: () => {
          toast({ title: "Resposta publicada" });
          setEditing(false);
        },
        onError: (error) => setRefused(serverMessage(error, "")),
      },
    );
  };
  const remove = () =>
    save.mutate(
      { reviewId: review.id, reply: null },
      { onSuccess: () => toast({ title: "Resposta removida" }) },
    );

  if (!editing) {
    return (
      <div className="flex flex-wrap gap-1">
        <Button
          variant="ghost"
          size="sm"
          className="px-2 text-teal-800"
          onClick={() => {
            setText(review.reply ?? "");
            setRefused(null);
            setEditing(true);
          }}
        >
          {review.reply ? "Editar resposta" : "Responder"}
        </Button>
        {review.reply ? (
          <Button
            variant="ghost"
            size="sm"
            className="px-2 text-slate-700"
            disabled={save.isPending}
            onClick={remove}
          >
            Remover resposta
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="mt-2 grid gap-2" noValidate>
      <Label htmlFor={fieldId}>Sua resposta pública</Label>
      <Textarea
        id={fieldId}
        value={text}
        maxLength={REPLY_MAX}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setRefused(null);
        }}
      />
      <FieldError id={`${fieldId}-error`} message={problem ?? undefined} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending || !text.trim() || !!problem}>
          Publicar resposta
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
