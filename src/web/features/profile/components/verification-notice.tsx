import type { CurrentUser } from "@domain/contracts/auth";
import { VERIFICATION_NOTICE as T } from "@domain/verification-notice";
import { CircleAlert, Clock } from "lucide-react";

/**
 * 'Perfil em análise' while a complete profile waits for an admin (SPEC §2), or the admin's
 * reason for a rejection and how to send the profile again (docs/decisions/0090).
 */
export function VerificationNotice({ user }: { user: CurrentUser }) {
  const profile = user.professionalProfile;
  if (profile?.verificationStatus === "rejected") {
    return (
      <section
        aria-labelledby="verification-title"
        className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 sm:p-5"
      >
        <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />
        <div className="space-y-1 text-sm text-red-950">
          <h2 id="verification-title" className="text-base font-semibold">
            {T.rejectedTitle}
          </h2>
          {profile.verificationRejectionReason ? (
            <p>
              <span className="font-medium">{T.rejectedReason}</span>{" "}
              <span className="whitespace-pre-line break-words">
                {profile.verificationRejectionReason}
              </span>
            </p>
          ) : null}
          <p>{T.rejectedNext}</p>
        </div>
      </section>
    );
  }
  if (user.isProfileComplete && profile?.verificationStatus === "pending") {
    return (
      <section
        aria-labelledby="verification-title"
        className="flex gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 sm:p-5"
      >
        <Clock className="mt-0.5 size-5 shrink-0 text-blue-800" aria-hidden />
        <div className="space-y-1 text-sm text-blue-950">
          <h2 id="verification-title" className="text-base font-semibold">
            {T.pendingTitle}
          </h2>
          <p>{T.pending}</p>
        </div>
      </section>
    );
  }
  return null;
}
