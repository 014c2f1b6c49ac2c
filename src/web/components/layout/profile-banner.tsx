import type { CurrentUser } from "@domain/contracts/auth";
import { PROFILE_BANNER_FIELDS } from "@domain/profile";
import { Button } from "@web/components/ui/button";
import { UserRoundPen } from "lucide-react";
import { Link, useLocation } from "wouter";

/**
 * SPEC §2: above the content while the profile is incomplete, except on /profile itself. An
 * incomplete client sees the completion screen instead of any page, so the banner is the
 * professional's (docs/decisions/0010-web-shell-and-navigation.md).
 */
export function ProfileBanner({ user }: { user: CurrentUser }) {
  const [location] = useLocation();
  if (user.isProfileComplete || location === "/profile" || user.role !== "professional") {
    return null;
  }
  return (
    <section
      aria-label="Perfil incompleto"
      className="mb-6 flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100">
          <UserRoundPen aria-hidden="true" className="size-5 text-amber-800" />
        </span>
        <div className="space-y-1">
          <p className="font-semibold text-amber-950">Complete seu perfil</p>
          <p className="text-sm leading-relaxed text-amber-900">
            Preencha os campos obrigatórios: {PROFILE_BANNER_FIELDS.professional}.
          </p>
        </div>
      </div>
      <Button asChild className="ml-12 shrink-0 self-start sm:ml-0 sm:self-center">
        <Link href="/profile">Completar Perfil</Link>
      </Button>
    </section>
  );
}
