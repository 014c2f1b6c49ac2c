import type { Appointment } from "@domain/contracts/appointments";
import { groupSeries } from "@domain/series";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { fullName } from "@web/lib/format";
import { type ReactNode, useState } from "react";
import { useProfessionalAppointments } from "../api/get-professional-appointments";
import { HistoryToggle } from "./history-toggle";
import { ProfessionalAppointmentCard } from "./professional-appointment-card";
import { ProfessionalAppointmentDialog } from "./professional-appointment-dialog";
import { ProfessionalCounters } from "./professional-counters";
import { SeriesGroup } from "./series-group";

const NO_COUNTS = { pending: 0, confirmed: 0, today: 0, total: 0 };

interface Props {
  /** The answers to a pending request, given by the page (the agenda's, decision 0380). */
  renderAnswers?: (request: Appointment) => ReactNode;
}

const Loading = ({ label }: { label: string }) => (
  <div role="status" aria-label={label} className="grid gap-3">
    <Skeleton className="h-28" />
    <Skeleton className="h-28" />
  </div>
);

/**
 * 'Agendamentos' (decision 0380): the counters, then the requests and sessions still ahead,
 * soonest first, or behind 'Histórico' the ones that started or were closed, latest first;
 * 50 at a time.
 */
export function ProfessionalAppointments({ renderAnswers }: Props) {
  const [showHistory, setShowHistory] = useState(false);
  const upcoming = useProfessionalAppointments("upcoming");
  const history = useProfessionalAppointments("history", showHistory);
  const list = showHistory ? history : upcoming;
  const [details, setDetails] = useState<Appointment | null>(null);

  if (upcoming.isPending) {
    return (
      <div className="grid gap-3">
        <Skeleton className="h-20" />
        <Loading label="Carregando agendamentos" />
      </div>
    );
  }
  // SPEC §8: a failed appointment fetch falls back to an empty list.
  const appointments = list.data?.pages.flatMap((page) => page.items) ?? [];
  const card = (a: Appointment, level: "h2" | "h3") => (
    <ProfessionalAppointmentCard
      appointment={a}
      headingLevel={level}
      onShowDetails={() => setDetails(a)}
      answers={renderAnswers?.(a)}
    />
  );
  return (
    <div className="grid gap-4">
      <ProfessionalCounters counts={upcoming.data?.pages[0]?.counts ?? NO_COUNTS} />
      <HistoryToggle showHistory={showHistory} onToggle={() => setShowHistory(!showHistory)} />
      {list.isPending ? (
        <Loading label="Carregando histórico" />
      ) : appointments.length === 0 ? (
        <p className="py-8 text-center text-slate-700">
          {showHistory
            ? "Nenhum histórico de agendamentos encontrado."
            : "Nenhum agendamento próximo."}
        </p>
      ) : (
        <ul className="grid gap-3">
          {groupSeries(appointments).map((entry) =>
            entry.kind === "single" ? (
              <li key={entry.item.id}>{card(entry.item, "h2")}</li>
            ) : (
              <li key={entry.seriesId}>
                <SeriesGroup
                  sessions={entry.items}
                  name={fullName(entry.items[0]!.client)}
                  level="h2"
                  renderSession={(a) => card(a, "h3")}
                />
              </li>
            ),
          )}
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
