import type { ProfessionalSearchResult } from "@domain/contracts/professionals";
import { verifiedBadgeText } from "@domain/text";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { cardRatingText } from "@web/lib/format";
import {
  BadgeCheck,
  CalendarClock,
  CalendarX,
  ChevronRight,
  House,
  MapPin,
  Star,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import {
  areasSummary,
  nextSlotText,
  notBookableText,
  priceText,
  withSlotParam,
} from "../lib/profile-text";
import { ServiceModeBadges } from "./service-mode-badges";

interface Props {
  professional: ProfessionalSearchResult;
  href: string;
  /** Above the card's link, bottom right: 'Salvar'. */
  action?: ReactNode;
}

/**
 * The next free slot, which opens the profile with the booking dialog on it (above the card's
 * own link), or why there is nothing to book (decision 0292).
 */
function NextSlot({ professional, href }: Props) {
  const notBookable = notBookableText({
    acceptsViewer: professional.professionalProfile.availableForNewPatients,
    nextAvailableAt: professional.nextAvailableAt,
  });
  if (notBookable || !professional.nextAvailableAt) {
    return (
      <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <CalendarX className="size-4 shrink-0" aria-hidden="true" />
        {notBookable}
      </p>
    );
  }
  return (
    <Link
      href={withSlotParam(href, professional.nextAvailableAt)}
      className="relative z-10 flex w-fit items-center gap-1.5 rounded text-sm font-medium text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
    >
      <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
      {nextSlotText(professional.nextAvailableAt)}
    </Link>
  );
}

/** One search result; the name is the link and the whole card is its click target. */
export function ProfessionalCard({ professional, href, action }: Props) {
  const p = professional.professionalProfile;
  const fullName = `${professional.firstName} ${professional.lastName}`;
  const price = priceText(p.priceRange, p.startingFrom);
  const areas = areasSummary(p.homeServiceAreas);
  return (
    <Card className="relative flex h-full flex-col gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-teal-600 hover:shadow-md">
      <div className="flex items-start gap-4">
        <UserAvatar
          imageUrl={professional.profileImageUrl}
          firstName={professional.firstName}
          lastName={professional.lastName}
          className="size-16 text-lg"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 className="text-lg font-semibold leading-tight">
            <Link href={href} className="outline-none after:absolute after:inset-0 hover:underline">
              {fullName}
            </Link>
          </h2>
          {p.isVerified ? (
            <Badge tone="teal">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              {verifiedBadgeText(p.specialties[0], p.titleForm)}
            </Badge>
          ) : null}
          {p.professionalRegister ? (
            <p className="text-sm text-slate-700">{p.professionalRegister}</p>
          ) : null}
          {/* Private reviews (decision 0387): the card shows no rating. */}
          {p.reviewVisibility === "private" && p.averageRating === null ? null : (
            <p className="flex items-center gap-1 text-sm text-slate-700">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              {cardRatingText(p.averageRating, p.reviewCount)}
            </p>
          )}
        </div>
      </div>
      {price ? <p className="text-base font-semibold text-teal-800">{price}</p> : null}
      <NextSlot professional={professional} href={href} />
      <ServiceModeBadges options={p.serviceOptions} />
      <div className="space-y-1.5 text-sm text-slate-700">
        {p.serviceOptions.includes("local_proprio") && p.officeNeighborhood ? (
          <p className="flex items-start gap-1.5">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>Consultório em {p.officeNeighborhood}</span>
          </p>
        ) : null}
        {p.serviceOptions.includes("domiciliar") && areas.shown.length > 0 ? (
          <p className="flex items-start gap-1.5">
            <House className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Atende em {areas.shown.join(", ")}
              {areas.more ? ` ${areas.more}` : ""}
            </span>
          </p>
        ) : null}
      </div>
      {/* 'Salvar' sits at the foot, not beside the name: a long surname keeps the full width. */}
      <div className="mt-auto flex items-center justify-between gap-2 pt-1">
        <span
          aria-hidden="true"
          className="flex items-center gap-1 text-sm font-medium text-teal-800"
        >
          Ver perfil <ChevronRight className="size-4" />
        </span>
        {action ? <div className="relative z-10 shrink-0">{action}</div> : null}
      </div>
    </Card>
  );
}
