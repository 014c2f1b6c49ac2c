import type { Specialty } from "@domain/constants";
import type { OwnProfessionalProfile } from "@domain/contracts/auth";
import { verifiedBadgeText } from "@domain/text";
import { Badge } from "@web/components/ui/badge";
import { formatRating, reviewCountText } from "@web/lib/format";
import { BadgeCheck, Star } from "lucide-react";

interface Props {
  profile: OwnProfessionalProfile | null;
  /** From the professional's reviews; null while they load. */
  rating: { averageRating: number | null; reviewCount: number } | null;
}

/** The verified badge and the rating clients see (one decimal, or 'Sem avaliações ainda'). */
export function ProfessionalStanding({ profile, rating }: Props) {
  const specialty = profile?.specialties[0] as Specialty | undefined;
  const verified = profile?.verificationStatus === "verified";
  const rated = rating && rating.averageRating !== null && rating.reviewCount > 0;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {verified ? (
        <Badge tone="green">
          <BadgeCheck className="size-3.5" aria-hidden />
          {verifiedBadgeText(specialty, profile?.titleForm)}
        </Badge>
      ) : null}
      {rating ? (
        <span className="flex items-center gap-1 text-sm text-slate-800">
          <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
          {rated ? (
            <>
              <span className="font-semibold">{formatRating(rating.averageRating ?? 0)}</span>
              <span className="text-slate-700">({reviewCountText(rating.reviewCount)})</span>
            </>
          ) : (
            "Sem avaliações ainda"
          )}
        </span>
      ) : null}
    </div>
  );
}
