import type { AdminUser } from "@domain/contracts/admin";
import { roleLabel } from "@domain/text";
import { Badge } from "@web/components/ui/badge";
import { maskPhone } from "@web/lib/format";
import { useUserDetail } from "../api/get-user-detail";
import { BANNED_LABEL, VERIFICATION_LABEL } from "../lib/labels";
import { formatDateTime } from "../lib/when";
import { AccountDialog } from "./account-dialog";
import { AuditHistory } from "./audit-history";
import { DetailFields, Field } from "./detail-fields";
import { ProfessionalProfileFields } from "./professional-profile-fields";
import { PublicityFlags } from "./publicity-flags";

/** An account's data, its professional profile if any, and the admins' history about it. */
export function UserDetailDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { data: detail } = useUserDetail(user.id);
  const status = detail?.verificationStatus ? VERIFICATION_LABEL[detail.verificationStatus] : null;
  return (
    <AccountDialog
      account={user}
      onClose={onClose}
      badges={
        <>
          <Badge tone="teal">{roleLabel(user.role)}</Badge>
          {user.isBanned ? <Badge tone="red">{BANNED_LABEL}</Badge> : null}
          {status ? <Badge tone={status.tone}>{status.text}</Badge> : null}
        </>
      }
    >
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
      {detail ? <PublicityFlags flags={detail.publicityFlags} /> : null}
      {detail?.professionalProfile ? (
        <ProfessionalProfileFields profile={detail.professionalProfile} />
      ) : null}
      <AuditHistory userId={user.id} />
    </AccountDialog>
  );
}
