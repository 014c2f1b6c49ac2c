import { MAX_RATING } from "@domain/constants";
import { cn } from "@web/lib/cn";
import { Star } from "lucide-react";

/** Read-only stars; the label gives the rating in words for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`${rating} de ${MAX_RATING} estrelas`}
      className={cn("inline-flex gap-0.5", className)}
    >
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the star's position is its identity
          key={i}
          aria-hidden="true"
          className={cn(
            "size-4",
            i < Math.round(rating) ? "fill-amber-400 text-amber-500" : "text-slate-400",
          )}
        />
      ))}
    </span>
  );
}
