import type { CurrentUser } from "@domain/contracts/auth";
import { VERIFICATION_NOTICE as T } from "@domain/verification-notice";
import { cn } from "@web/lib/cn";
import { CircleAlert, Clock, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { WithSupportLink } from "./with-support-link";

const TONES = {
  red: { box: "border-red-200 bg-red-50 text-red-950", icon: "text-red-700" },
  blue: { box: "border-blue-200 bg-blue-50 text-blue-950", icon: "text-blue-800" },
} as const;

function Notice(props: {
  tone: keyof typeof TONES;
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  const tone = TONES[props.tone];
  return (
    <section
      aria-labelledby="verification-title"
      className={cn("flex gap-3 rounded-xl border p-4 sm:p-5", tone.box)}
    >
      <props.Icon className={cn("mt-0.5 size-5 shrink-0", tone.icon)} aria-hidden />
      <div className="space-y-1 text-sm">
        <h2 id="verification-title" className="text-base font-semibold">
          {props.title}
        </h2>
        {props.children}
      </div>
    </section>
  );
}

/**
 * 'Perfil em análise' while a complete profile waits for an admin (SPEC §2), or the admin's
 * reason for a rejection and how to send the profile again (docs/decisions/0090, 0094).
 */
export function VerificationNotice({ user }: { user: CurrentUser }) {
  const profile = user.professionalProfile;
  if (profile?.verificationStatus === "rejected") {
    return (
      <Notice tone="red" Icon={CircleAlert} title={T.rejectedTitle}>
        {profile.verificationRejectionReason ? (
          <p>
            <span className="font-medium">{T.rejectedReason}</span>{" "}
            <span className="whitespace-pre-line break-words">
              {profile.verificationRejectionReason}
            </span>
          </p>
        ) : null}
        <p>{T.rejectedNext}</p>
        <p>
          <WithSupportLink text={T.rejectedHelp} />
        </p>
      </Notice>
    );
  }
  if (user.isProfileComplete && profile?.verificationStatus === "pending") {
    return (
      <Notice tone="blue" Icon={Clock} title={T.pendingTitle}>
        <p>{T.pending}</p>
      </Notice>
    );
  }
  return null;
}
