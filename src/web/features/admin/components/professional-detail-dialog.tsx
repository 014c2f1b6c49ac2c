import type { AdminProfessional } from "@domain/contracts/admin";
import { Badge } from "@web/components/ui/badge";
import { DialogFooter } from "@web/components/ui/dialog";
import { maskPhone } from "@web/lib/format";
import { BANNED_LABEL, PUBLICITY_FLAG_LABEL, VERIFICATION_LABEL } from "../lib/labels";
import { formatDateTime } from "../lib/when";
import { AccountDialog } from "./account-dialog";
import { ApproveButton } from "./approve-button";
import { AuditHistory } from "./audit-history";
import { DetailFields, Field } from "./detail-fields";
import { ProfessionalProfileFields } from "./professional-profile-fields";
import { PublicityFlags } from "./publicity-flags";
import { RejectButton } from "./reject-button";

/** Only a complete profile waiting for review can be decided (the server answers 409 otherwise). */
export const canDecide = (p: AdminProfessional) =>
  p.verificationStatus === "pending" && p.isProfileComplete && !p.isBanned;

/** Everything an admin needs to approve or reject a professional, and the account's history. */
export function ProfessionalDetailDialog({
  professional: p,
  onClose,
}: {
  professional: AdminProfessional;
  onClose: () => void;
}) {
  const profile = p.professionalProfile;
  const status = VERIFICATION_LABEL[p.verificationStatus];
  return (
    <AccountDialog
      account={p}
      onClose={onClose}
      badges={
        <>
          <Badge tone={status.tone}>{status.text}</Badge>
          {p.isBanned ? <Badge tone="red">{BANNED_LABEL}</Badge> : null}
          {p.isProfileComplete ? null : <Badge tone="grey">Perfil incompleto</Badge>}
          {p.publicityFlags.length ? <Badge tone="orange">{PUBLICITY_FLAG_LABEL}</Badge> : null}
        </>
      }
    >
      {profile?.verificationRejectionReason ? (
        <div className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-medium">
            {profile.verificationRejectedAt
              ? `Rejeitado em ${formatDateTime(profile.verificationRejectedAt)}`
              : "Rejeitado"}
          </p>
          <p>Motivo: {profile.verificationRejectionReason}</p>
        </div>
      ) : null}
      <PublicityFlags flags={p.publicityFlags} />
      <DetailFields>
        <Field label="Telefone">{p.phone ? maskPhone(p.phone) : null}</Field>
        <Field label="Cidade">{p.city}</Field>
        <Field label="Conta criada em">{formatDateTime(p.createdAt)}</Field>
        <Field label="Bio (informações pessoais)" wide>
          {p.bio}
        </Field>
      </DetailFields>
      {profile ? (
        <ProfessionalProfileFields profile={profile} />
      ) : (
        <p className="text-sm text-slate-700">
          Este profissional ainda não preencheu as informações profissionais.
        </p>
      )}
      <AuditHistory userId={p.id} />
      {canDecide(p) ? (
        <DialogFooter>
          <RejectButton professional={p} onDone={onClose} />
          <ApproveButton professional={p} onDone={onClose} />
        </DialogFooter>
      ) : null}
    </AccountDialog>
  );
}
