import type { CurrentUser } from "@domain/contracts/auth";
import { VERIFICATION_STATUS_LABEL } from "@domain/text";
import { Badge, type BadgeProps } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { BookOpen } from "lucide-react";
import { Link } from "wouter";

const TONE: Record<keyof typeof VERIFICATION_STATUS_LABEL, BadgeProps["tone"]> = {
  pending: "yellow",
  verified: "green",
  rejected: "red",
};

/** The verification as the badge shows it; an incomplete profile is not under review yet. */
function VerificationBadge({ user }: { user: CurrentUser }) {
  const status = user.professionalProfile?.verificationStatus;
  if (!status || (!user.isProfileComplete && status === "pending")) {
    return <Badge tone="grey">Perfil incompleto</Badge>;
  }
  return <Badge tone={TONE[status]}>{VERIFICATION_STATUS_LABEL[status]}</Badge>;
}

/** 'Recursos Profissionais' (SPEC §2 dashboard): 'Ver recursos' opens the guides (decision 0402). */
export function ResourcesPanel({ user }: { user: CurrentUser }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <BookOpen aria-hidden="true" className="size-5 text-teal-700" />
          Recursos Profissionais
        </h2>
        <CardDescription>
          Guias sobre verificação, publicidade, Receita Saúde, sessões online e LGPD.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          Status da verificação: <VerificationBadge user={user} />
        </p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link href="/recursos">Ver recursos</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
