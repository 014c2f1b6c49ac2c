import type { ServiceConfirmation } from "@domain/contracts/confirmations";
import { formatDate } from "@web/lib/dates";
import { fullName } from "@web/lib/format";
import { ContestNoShowButton } from "./contest-no-show-button";
import { NoShowButton } from "./no-show-button";

/**
 * The professional's 'Não compareceu' beside 'Confirmar Serviço' on a confirmation card
 * (decision 0270): only while they have not confirmed it and it is not marked yet.
 */
export function professionalNoShowAction(c: ServiceConfirmation) {
  if (c.noShow || c.professionalConfirmed) return null;
  return (
    <NoShowButton
      appointmentId={c.appointmentId}
      clientName={fullName(c.client)}
      when={formatDate(c.serviceDate ?? c.createdAt)}
    />
  );
}

/** The client's 'Contestar' on a confirmation card of a no-show not yet contested (decision 0272). */
export function clientContestAction(c: ServiceConfirmation) {
  if (!c.noShow || c.noShow.contestedAt) return null;
  return (
    <ContestNoShowButton
      appointmentId={c.appointmentId}
      professionalName={fullName(c.professional)}
      when={formatDate(c.serviceDate ?? c.createdAt)}
    />
  );
}
