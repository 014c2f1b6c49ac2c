import { MAX_RATING } from "@domain/constants";
import { cn } from "@web/lib/cn";
import { Star } from "lucide-react";
import { useId } from "react";

interface StarRatingInputProps {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

const STARS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

/**
 * Five native radio buttons drawn as stars: arrow keys move between them, Space selects, and a
 * screen reader reads "Classificação, 3 estrelas, selecionado".
 */
export function StarRatingInput({ value, onChange, disabled }: StarRatingInputProps) {
  const name = useId();
  return (
    <fieldset className="space-y-1" disabled={disabled}>
      <legend className="text-sm font-medium text-slate-900">Classificação</legend>
      <div className="flex gap-1">
        {STARS.map((n) => (
          <label key={n} className="relative block rounded-sm">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "size-8 rounded-sm peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600",
                n <= value ? "fill-amber-400 text-amber-500" : "text-slate-400",
              )}
            />
            <span className="sr-only">{n === 1 ? "1 estrela" : `${n} estrelas`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
