import type { AdminProfessional } from "@domain/contracts/admin";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { formatRelative } from "@web/lib/dates";
import { fullName } from "@web/lib/format";
import {
  BANNED_LABEL,
  PUBLICITY_FLAG_LABEL,
  REGISTER_FLAG_LABEL,
  VERIFICATION_LABEL,
} from "../lib/labels";

/** One professional in an admin list: who, which specialty, since when, and the status. */
export function ProfessionalRow({
  professional: p,
  onOpen,
}: {
  professional: AdminProfessional;
  onOpen: () => void;
}) {
  const name = fullName(p);
  const profile = p.professionalProfile;
  const status = VERIFICATION_LABEL[p.verificationStatus];
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4">
      <UserAvatar imageUrl={p.profileImageUrl} firstName={p.firstName} lastName={p.lastName} />
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <p className="truncate font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-700">
          {profile?.specialties[0] ?? "Perfil profissional não preenchido"}
        </p>
        {profile ? (
          <p className="text-xs text-slate-700">
            Perfil atualizado {formatRelative(profile.updatedAt)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={status.tone}>{status.text}</Badge>
        {p.isBanned ? <Badge tone="red">{BANNED_LABEL}</Badge> : null}
        {p.publicityFlags.length ? <Badge tone="orange">{PUBLICITY_FLAG_LABEL}</Badge> : null}
        {profile?.registerUnreadable ? <Badge tone="orange">{REGISTER_FLAG_LABEL}</Badge> : null}
        <Button size="sm" variant="outline" onClick={onOpen} aria-label={`Ver detalhes de ${name}`}>
          Ver detalhes
        </Button>
      </div>
    </Card>
  );
}
