import type { PublicProfessional } from "@domain/contracts/professionals";
import { specialtyTitle, verifiedBadgeText } from "@domain/text";
import { LinkThenAction } from "@web/components/link-then-action";
import { Badge } from "@web/components/ui/badge";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { reviewCountText } from "@web/lib/format";
import { BadgeCheck, CalendarClock, CalendarPlus, CalendarX, Star } from "lucide-react";
import type { ReactNode } from "react";
import { nextSlotText, notBookableText, priceText, profileRatingText } from "../lib/profile-text";
import { ProfilePhoto } from "./profile-photo";

interface Props {
  professional: PublicProfessional;
  now: Date;
  /** Opens the booking dialog, on `slot` when given. */
  /** Absent for a signed-in professional or admin: they cannot book (issue 18's public pages). */
  onBook?: (slot?: InitialSlot) => void;
  /**
   * For a visitor: where booking on `slot` (null: none) leads, the sign-in. The actions are then
   * links to it, working before the page's JavaScript arrives; once it runs, `onBook` instead
   * (decision 0362).
   */
  bookHref?: (slot: InitialSlot | null) => string;
  /** The pointer is over 'Agendar consulta' or it has focus: a click is likely next. */
  onBookIntent?: () => void;
  /** 'Salvar', for a signed-in client (decision 0343). */
  action?: ReactNode;
  /** "Enviar mensagem" (issue 34): the client's dialog, a visitor's sign-in; none for others. */
  messageAction?: ReactNode;
}

/** The booking dialog's first slot, from nextAvailableAt ("2026-11-27T14:00"). */
export interface InitialSlot {
  date: string;
  startTime: string;
}

export function slotOf(nextAvailableAt: string | null | undefined): InitialSlot | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(nextAvailableAt ?? "");
  return match ? { date: match[1]!, startTime: match[2]! } : null;
}

/**
 * 'Agendar consulta' or the next slot: a button; for a visitor, a link to the sign-in that
 * opens 'Entre para agendar' once the page's JavaScript runs (decision 0362).
 */
function BookControl({
  href,
  onBook,
  children,
  ...button
}: Omit<ButtonProps, "onClick"> & { href: string | undefined; onBook: () => void }) {
  if (!href) {
    return (
      <Button {...button} onClick={onBook}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild {...button}>
      <LinkThenAction href={href} onAction={onBook}>
        {children}
      </LinkThenAction>
    </Button>
  );
}

/** Photo, name, verified badge, rating, specialties, price and the two actions. */
export function ProfileHeader({
  professional,
  now,
  onBook,
  bookHref,
  onBookIntent,
  action,
  messageAction,
}: Props) {
  const p = professional.professionalProfile;
  const title = specialtyTitle(p.specialties[0], p.titleForm);
  const price = priceText(p.priceRange, p.startingFrom);
  const hasRating = p.averageRating !== null && p.reviewCount > 0;
  // Their current clients may still book when they take no new patients (decision 0083).
  const notBookable = notBookableText({
    acceptsViewer: p.availableForNewPatients || professional.viewerMayBook,
    nextAvailableAt: professional.nextAvailableAt,
  });
  const next = slotOf(professional.nextAvailableAt);
  return (
    <Card className="flex flex-col items-center gap-6 p-6 text-center sm:flex-row sm:items-start sm:text-left">
      <ProfilePhoto
        imageUrl={professional.profileImageUrl}
        firstName={professional.firstName}
        lastName={professional.lastName}
      />
      <div className="flex w-full min-w-0 flex-1 flex-col items-center gap-3 sm:items-start">
        <h1 className="text-2xl font-semibold text-slate-900">
          {professional.firstName} {professional.lastName}
        </h1>
        {p.professionalRegister ? (
          <p className="text-sm text-slate-700">{p.professionalRegister}</p>
        ) : null}
        <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
          {p.isVerified && title ? (
            <Badge tone="green">
              <BadgeCheck className="size-3.5" aria-hidden="true" />
              <span aria-hidden="true">{title}</span>
              <span className="sr-only">{verifiedBadgeText(p.specialties[0], p.titleForm)}</span>
            </Badge>
          ) : null}
          {/* Private reviews (decision 0387): no rating at all, not even 'Sem avaliações'. */}
          {p.reviewVisibility === "private" && !hasRating ? null : (
            <span className="flex items-center gap-1 text-sm text-slate-800">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              <span className={hasRating ? "font-semibold" : undefined}>
                {profileRatingText(p.averageRating, p.reviewCount, p.createdAt, now)}
              </span>
              {hasRating ? (
                <span className="text-slate-600">({reviewCountText(p.reviewCount)})</span>
              ) : null}
            </span>
          )}
        </div>
        {p.specialties.length > 0 ? (
          <ul aria-label="Especialidades" className="flex flex-wrap justify-center gap-1.5">
            {p.specialties.map((s) => (
              <li key={s}>
                <Badge tone="teal">{s}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {price ? <p className="text-lg font-semibold text-teal-800">{price}</p> : null}
        {!notBookable && next && !onBook ? (
          <p className="flex items-center gap-1.5 text-sm text-teal-800">
            <CalendarClock className="size-4" aria-hidden="true" />
            {nextSlotText(professional.nextAvailableAt!)}
          </p>
        ) : null}
        {!notBookable && next && onBook ? (
          <BookControl
            variant="link"
            className="h-auto p-0 text-teal-800"
            href={bookHref?.(next)}
            onBook={() => onBook(next)}
            onPointerEnter={onBookIntent}
            onFocus={onBookIntent}
          >
            <CalendarClock aria-hidden="true" />
            {nextSlotText(professional.nextAvailableAt!)}
          </BookControl>
        ) : null}
        <div className="flex w-full flex-col gap-2 pt-1 sm:w-auto sm:flex-row">
          {!onBook ? null : notBookable ? (
            <p className="flex items-center justify-center gap-1.5 rounded-md border border-slate-300 bg-slate-50 px-4 py-2 text-sm font-medium text-slate-800">
              <CalendarX className="size-4" aria-hidden="true" />
              {notBookable}
            </p>
          ) : (
            <BookControl
              href={bookHref?.(null)}
              onBook={() => onBook()}
              onPointerEnter={onBookIntent}
              onFocus={onBookIntent}
              onTouchStart={onBookIntent}
            >
              <CalendarPlus aria-hidden="true" />
              Agendar consulta
            </BookControl>
          )}
          {action}
          {messageAction}
        </div>
      </div>
    </Card>
  );
}
