import { canClientCancel, historyAppointments, upcomingAppointments } from "@domain/appointments";
import type { Appointment } from "@domain/contracts/appointments";
import type { ProfessionalReviewsResponse } from "@domain/contracts/reviews";
import { groupSeries, seriesBadge } from "@domain/series";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { fullName } from "@web/lib/format";
import { useState } from "react";
import { Link } from "wouter";
import { useClientAppointments } from "../api/get-client-appointments";
import { AppointmentCard } from "./appointment-card";
import { AppointmentDetailsDialog } from "./appointment-details-dialog";
import { HistoryToggle } from "./history-toggle";
import { SeriesGroup } from "./series-group";

interface MyAppointmentsProps {
  /** Each professional's reviews, for the details; one missing could not be loaded. */
  ratings: ReadonlyMap<string, ProfessionalReviewsResponse>;
}

/** 'Meus Agendamentos': upcoming and pending requests, or the history behind 'Histórico'. */
export function MyAppointments({ ratings }: MyAppointmentsProps) {
  const appointments = useClientAppointments();
  // SPEC §8: a failed appointment fetch falls back to an empty list.
  const all = appointments.data ?? [];
  const [showHistory, setShowHistory] = useState(false);
  const [details, setDetails] = useState<Appointment | null>(null);

  if (appointments.isPending) {
    return (
      <div role="status" aria-label="Carregando agendamentos" className="grid gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }

  const now = new Date();
  const list = showHistory ? historyAppointments(all, now) : upcomingAppointments(all, now);
  const card = (a: Appointment, level: "h3" | "h4") => (
    <AppointmentCard
      appointment={a}
      cancellable={canClientCancel(a, now)}
      seriesLabel={seriesBadge(a, all)}
      headingLevel={level}
      onShowDetails={() => setDetails(a)}
    />
  );
  return (
    <div className="grid gap-4">
      <HistoryToggle showHistory={showHistory} onToggle={() => setShowHistory(!showHistory)} />
      {list.length === 0 ? (
        <EmptyList history={showHistory} />
      ) : (
        <ul className="grid gap-3">
          {groupSeries(list).map((entry) =>
            entry.kind === "single" ? (
              <li key={entry.item.id}>{card(entry.item, "h3")}</li>
            ) : (
              <li key={entry.seriesId}>
                <SeriesGroup
                  sessions={entry.items}
                  name={fullName(entry.items[0]!.professional)}
                  level="h3"
                  renderSession={(a) => card(a, "h4")}
                />
              </li>
            ),
          )}
        </ul>
      )}
      {details ? (
        <AppointmentDetailsDialog
          appointment={details}
          ratings={ratings.get(details.professionalId)}
          onClose={() => setDetails(null)}
        />
      ) : null}
    </div>
  );
}

function EmptyList({ history }: { history: boolean }) {
  if (history) {
    return (
      <p className="py-8 text-center text-slate-700">
        Nenhum histórico de agendamentos encontrado.
      </p>
    );
  }
  return (
    <div className="grid justify-items-center gap-3 py-8 text-center">
      <p className="text-slate-700">Você não possui agendamentos no momento.</p>
      <Button asChild>
        <Link href="/professionals">Encontrar profissionais</Link>
      </Button>
    </div>
  );
}
