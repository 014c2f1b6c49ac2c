import type { Appointment } from "@domain/contracts/appointments";
import type { RescheduleAnswer } from "@domain/contracts/reschedule";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { dateLocale, parseLocalDate } from "@web/lib/dates";
import { format } from "date-fns";
import { useAnswerReschedule } from "../api/answer-reschedule";

type Viewer = "client" | "professional";

/** "Remarcação proposta: qui., 27/11 às 14:00" */
export function proposalText(p: NonNullable<Appointment["pendingReschedule"]>): string {
  const day = format(parseLocalDate(p.appointmentDate), "EEE, dd/MM", dateLocale);
  return `Remarcação proposta: ${day} às ${p.startTime}`;
}

const DONE: Record<RescheduleAnswer, { title: string; description: string }> = {
  accepted: { title: "Sessão remarcada", description: "A sessão foi movida para o novo horário." },
  declined: { title: "Proposta recusada", description: "A sessão continua no horário atual." },
  withdrawn: { title: "Proposta retirada", description: "A sessão continua no horário atual." },
};

/**
 * A pending proposal to move the session (issue 17, decision 0252): 'Aceitar' / 'Recusar' for
 * the other side, 'Retirar proposta' for the proposer. The session stays until it is accepted.
 */
export function RescheduleBanner({
  appointment: a,
  viewer,
}: {
  appointment: Appointment;
  viewer: Viewer;
}) {
  const answer = useAnswerReschedule();
  const proposal = a.pendingReschedule;
  if (!proposal) return null;
  const mine = proposal.proposedBy === viewer;
  const send = (status: RescheduleAnswer) =>
    // The promise, not mutate's callback: the answered banner unmounts before it would run.
    answer.mutateAsync({ appointment: a, proposalId: proposal.id, status }).then(
      () => toast(DONE[status]),
      () => undefined,
    );
  return (
    <div className="mt-2 grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p>
        <span className="font-medium">{proposalText(proposal)}</span>
        <span className="block text-amber-900">
          {mine
            ? "Aguardando a resposta da outra pessoa."
            : "A outra pessoa propôs este novo horário."}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        {mine ? (
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            onClick={() => send("withdrawn")}
          >
            Retirar proposta
          </Button>
        ) : (
          <>
            <Button size="sm" disabled={answer.isPending} onClick={() => send("accepted")}>
              Aceitar
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={answer.isPending}
              onClick={() => send("declined")}
            >
              Recusar
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
