import type { Appointment } from "@domain/contracts/appointments";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { type ReactNode, useState } from "react";
import { useProfessionalAppointments } from "../api/get-professional-appointments";
import { ProfessionalAppointmentCard } from "./professional-appointment-card";
import { ProfessionalAppointmentDialog } from "./professional-appointment-dialog";
import { ProfessionalCounters } from "./professional-counters";

const NO_COUNTS = { pending: 0, confirmed: 0, today: 0, total: 0 };

interface Props {
  /** The answers to a pending request, given by the page (the agenda's, decision 0380). */
  renderAnswers?: (request: Appointment) => ReactNode;
}

/** 'Agendamentos': the counters, then every appointment, latest first, 50 at a time. */
export function ProfessionalAppointments({ renderAnswers }: Props) {
  const list = useProfessionalAppointments();
  const [details, setDetails] = useState<Appointment | null>(null);

  if (list.isPending) {
    return (
      <div role="status" aria-label="Carregando agendamentos" className="grid gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  // SPEC §8: a failed appointment fetch falls back to an empty list.
  const pages = list.data?.pages ?? [];
  const appointments = pages.flatMap((page) => page.items);
  return (
    <div className="grid gap-4">
      <ProfessionalCounters counts={pages[0]?.counts ?? NO_COUNTS} />
      {appointments.length === 0 ? (
        <p className="py-8 text-center text-slate-700">Nenhum agendamento encontrado.</p>
      ) : (
        <ul className="grid gap-3">
          {appointments.map((a) => (
            <li key={a.id}>
              <ProfessionalAppointmentCard
                appointment={a}
                onShowDetails={() => setDetails(a)}
                answers={renderAnswers?.(a)}
              />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
        </Button>
      ) : null}
      {details ? (
        <ProfessionalAppointmentDialog appointment={details} onClose={() => setDetails(null)} />
      ) : null}
    </div>
  );
}
