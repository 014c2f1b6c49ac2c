import { REJECTED_BY_PROFESSIONAL_NOTE } from "./contracts/agenda";
import type { Appointment } from "./contracts/appointments";
import { LATE_CANCELLATION_LABEL } from "./session-changes";

type Viewer = "client" | "professional";

/** The professional's words, unless empty or the default note 'Recusar' writes (SPEC §4's). */
export function givenReason(notes: string | null): string | null {
  const reason = notes?.trim();
  return reason && reason !== REJECTED_BY_PROFESSIONAL_NOTE ? reason : null;
}

/** 'Não compareceu' (decision 0272): who recorded it, and the client's contest when given. */
function noShowLines(
  a: Partial<Pick<Appointment, "noShowContestedAt" | "noShowContestReason">>,
  viewer: Viewer,
): string[] {
  const marked =
    viewer === "client" ? "O profissional registrou sua ausência" : "Ausência registrada por você";
  if (!a.noShowContestedAt) return [marked];
  const contested = viewer === "client" ? "Você contestou" : "O cliente contestou";
  return [marked, `${contested}: ${a.noShowContestReason ?? ""}`.trim()];
}

const CANCELLED_BY_TEXT: Record<Viewer, Record<"client" | "professional", string>> = {
  client: { client: "Cancelado por você", professional: "Cancelado pelo profissional" },
  professional: { client: "Cancelado pelo cliente", professional: "Cancelado por você" },
};

/**
 * What happened to a request that did not become a session, in lines under the status badge
 * (decision 0200): who rejected or cancelled it, and the reason when one was given. A
 * cancellation nobody recorded as theirs (a ban or a deleted account) shows its note.
 * Empty for the other statuses.
 */
export function appointmentOutcome(
  a: Pick<Appointment, "status" | "cancelledBy" | "professionalNotes"> &
    Partial<
      Pick<
        Appointment,
        | "rejectionReason"
        | "noShowContestedAt"
        | "noShowContestReason"
        | "cancellationReason"
        | "lateCancellation"
      >
    >,
  viewer: Viewer,
): string[] {
  const reason = givenReason(a.professionalNotes);
  const withReason = (text: string) => (reason ? [text, `Motivo: ${reason}`] : [text]);
  switch (a.status) {
    case "rejected": {
      // The reason typed in 'Recusar' (decision 0271), else a note given the spec's way.
      const text = viewer === "client" ? "Recusado pelo profissional" : "Recusado por você";
      return a.rejectionReason ? [text, `Motivo: ${a.rejectionReason}`] : withReason(text);
    }
    case "no_show":
      return noShowLines(a, viewer);
    case "auto_rejected":
      return [
        viewer === "client" ? "O profissional não respondeu a tempo" : "Sem resposta a tempo",
      ];
    case "cancelled": {
      if (!a.cancelledBy) return reason ? [reason] : [];
      // Issue 17: the reason typed in 'Cancelar', and the late mark both sides see (0250, 0251).
      const text = CANCELLED_BY_TEXT[viewer][a.cancelledBy];
      const lines = a.cancellationReason
        ? [text, `Motivo: ${a.cancellationReason}`]
        : withReason(text);
      return a.lateCancellation ? [...lines, LATE_CANCELLATION_LABEL] : lines;
    }
    default:
      return [];
  }
}
