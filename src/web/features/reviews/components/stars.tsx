import { MAX_RATING } from "@domain/constants";

/** lucide's star (lucide-react 1.x), drawn here: a page of reviews draws 50 of them. */
const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";

const FILLED = "size-4 fill-amber-400 text-amber-500";
const EMPTY = "size-4 text-slate-400";

/**
 * One star as plain SVG, the same drawing as lucide's `Star`: the server renders every review's
 * five on a public profile, and lucide's icon (its class merging and node building per icon) was
 * a tenth of that render's CPU.
 */
function StarShape({ filled }: { filled: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={filled ? FILLED : EMPTY}
    >
      <path d={STAR_PATH} />
    </svg>
  );
}

/** Read-only stars; the label gives the rating in words for screen readers. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={`${rating} de ${MAX_RATING} estrelas`}
      className={className ? `inline-flex gap-0.5 ${className}` : "inline-flex gap-0.5"}
    >
      {Array.from({ length: MAX_RATING }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the star's position is its identity
        <StarShape key={i} filled={i < filled} />
      ))}
    </span>
  );
}
