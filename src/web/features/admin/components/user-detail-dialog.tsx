import type { AdminUser } from "@domain/contracts/admin";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { fullName, maskPhone } from "@web/lib/format";
import { useUserDetail } from "../api/get-user-detail";
import { BANNED_LABEL, roleLabel, VERIFICATION_LABEL } from "../lib/labels";
import { formatDateTime } from "../lib/when";
import { AuditHistory } from "./audit-history";
import { DetailFields, Field } from "./detail-fields";
import { ProfessionalProfileFields } from "./professional-profile-fields";

/** An account's data, its professional profile if any, and the admins' history about it. */
export function UserDetailDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { data: detail } = useUserDetail(user.id);
  const status = detail?.verificationStatus ? VERIFICATION_LABEL[detail.verificationStatus] : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader className="flex-row items-center gap-4 pr-6">
          <UserAvatar
            imageUrl={user.profileImageUrl}
            firstName={user.firstName}
            lastName={user.lastName}
            className="size-16 text-lg"
          />
          <div className="grid min-w-0 gap-1">
            <DialogTitle>{fullName(user)}</DialogTitle>
            <DialogDescription className="[overflow-wrap:anywhere]">{user.email}</DialogDescription>
            <div className="flex flex-wrap gap-1.5">
              <Badge tone="teal">{roleLabel(user.role)}</Badge>
              {user.isBanned ? <Badge tone="red">{BANNED_LABEL}</Badge> : null}
              {status ? <Badge tone={status.tone}>{status.text}</Badge> : null}
            </div>
          </div>
        </DialogHeader>
        <DetailFields>
          <Field label="ID">
            <span className="font-mono text-xs">{user.id}</span>
          </Field>
          <Field label="Telefone">{user.phone ? maskPhone(user.phone) : null}</Field>
          <Field label="Cidade">{user.city}</Field>
          <Field label="Bairro">{detail?.address}</Field>
          <Field label="Perfil completo">
            {detail ? (detail.isProfileComplete ? "Sim" : "Não") : null}
          </Field>
          <Field label="Conta criada em">{formatDateTime(user.createdAt)}</Field>
          <Field label="Último acesso">
            {user.lastLogin ? formatDateTime(user.lastLogin) : "Nunca"}
          </Field>
        </DetailFields>
        {detail?.professionalProfile ? (
          <ProfessionalProfileFields profile={detail.professionalProfile} />
        ) : null}
        <AuditHistory userId={user.id} />
      </DialogContent>
    </Dialog>
  );
}
