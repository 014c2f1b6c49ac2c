import type { CurrentUser } from "@domain/contracts/auth";
import { VERIFICATION_NOTICE } from "@domain/verification-notice";
import { Button } from "@web/components/ui/button";
import { Hourglass, ShieldAlert } from "lucide-react";
import { Link } from "wouter";

/**
 * The dashboard's verification notice (SPEC §2): 'Perfil em análise' while a complete profile
 * waits for an admin, or the admin's reason after a rejection. An incomplete profile gets the
 * layout's 'Complete seu perfil' banner instead (docs/decisions/0111).
 */
export function VerificationBanner({ user }: { user: CurrentUser }) {
  const profile = user.professionalProfile;
  if (profile?.verificationStatus === "rejected") {
    return (
      <section
        aria-label={VERIFICATION_NOTICE.rejectedTitle}
        className="flex flex-col gap-4 rounded-xl border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      >
        <div className="flex gap-3">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-800" />
          <div className="space-y-1 text-red-950">
            <h2 className="font-semibold">{VERIFICATION_NOTICE.rejectedTitle}</h2>
            <p className="text-sm">
              {VERIFICATION_NOTICE.rejectedReason} {profile.verificationRejectionReason}
            </p>
            <p className="text-sm">{VERIFICATION_NOTICE.rejectedNext}</p>
          </div>
        </div>
        <Button asChild className="ml-9 shrink-0 self-start sm:ml-0 sm:self-center">
          <Link href="/profile">Revisar perfil</Link>
        </Button>
      </section>
    );
  }
  if (!user.isProfileComplete || profile?.verificationStatus !== "pending") return null;
  return (
    <section
      aria-label={VERIFICATION_NOTICE.pendingTitle}
      className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950 sm:p-5"
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-sky-800" />
      <div className="space-y-1">
        <h2 className="font-semibold">{VERIFICATION_NOTICE.pendingTitle}</h2>
        <p className="text-sm leading-relaxed">{VERIFICATION_NOTICE.pending}</p>
      </div>
    </section>
  );
}
