import { remainingThisWeek, weekOf } from "@domain/agenda";
import { DEFAULT_SERVICE_DURATION, DEFAULT_TIME_ZONE } from "@domain/constants";
import { nowInZone } from "@domain/time";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { usePageTitle } from "@web/lib/use-page-title";
import { useState } from "react";
import { useAgendaAppointments } from "../api/get-agenda-appointments";
import { useAgendaSettings } from "../api/get-agenda-settings";
import { useAvailability } from "../api/get-availability";
import { usePendingRequests } from "../api/get-pending-requests";
import { AvailabilityDialog } from "../components/availability-dialog";
import { BlockedDaysCard } from "../components/blocked-days-card";
import { DurationDialog } from "../components/duration-dialog";
import { RemainingDialog } from "../components/remaining-dialog";
import { RequestsDialog } from "../components/requests-dialog";
import { SeriesRequestCard } from "../components/series-request-card";
import { type AgendaDialog, SummaryCards } from "../components/summary-cards";
import { AgendaCalendar } from "./agenda-calendar";

/** /professional/agenda (SPEC §2 'Professional agenda'): four cards and the month calendar. */
export function AgendaPage() {
  usePageTitle("Agenda");
  const user = useCurrentUser().data;
  return user ? (
    <ProfessionalAgenda
      professionalId={user.id}
      specialty={user.professionalProfile?.specialties[0]}
    />
  ) : null;
}

function ProfessionalAgenda({
  professionalId,
  specialty,
}: {
  professionalId: string;
  specialty?: string;
}) {
  const [dialog, setDialog] = useState<AgendaDialog | null>(null);
  const availability = useAvailability(professionalId);
  const settings = useAgendaSettings(professionalId);
  const requests = usePendingRequests();
  const timeZone = settings.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = nowInZone(timeZone, new Date()).date;
  const week = weekOf(today);
  const weekAppointments = useAgendaAppointments(week.start, week.end);
  const remaining = weekAppointments.data && remainingThisWeek(weekAppointments.data, new Date());
  const dialogProps = (name: AgendaDialog) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });

  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">Agenda</h1>
        <p className="text-slate-700">
          Responda às solicitações, defina seus dias de trabalho e bloqueie horários.
        </p>
      </header>
      <SummaryCards
        values={{
          requests: requests.data?.length,
          // Weekdays configured (a day may hold several windows).
          availability:
            availability.data && new Set(availability.data.map((w) => w.dayOfWeek)).size,
          remaining: remaining?.length,
          duration: settings.data?.serviceDuration,
        }}
        onOpen={setDialog}
      />
      <AgendaCalendar
        professionalId={professionalId}
        availability={availability.data}
        serviceDuration={settings.data?.serviceDuration ?? DEFAULT_SERVICE_DURATION}
        timeZone={timeZone}
      />
      <BlockedDaysCard professionalId={professionalId} today={today} />
      <RequestsDialog
        professionalId={professionalId}
        requests={requests.data ?? []}
        renderSeries={(group) => (
          <SeriesRequestCard
            professionalId={professionalId}
            seriesId={group[0]!.seriesId!}
            requests={group}
          />
        )}
        {...dialogProps("requests")}
      />
      <AvailabilityDialog
        professionalId={professionalId}
        availability={availability.data ?? []}
        {...dialogProps("availability")}
      />
      <RemainingDialog appointments={remaining ?? []} {...dialogProps("remaining")} />
      <DurationDialog
        professionalId={professionalId}
        duration={settings.data?.serviceDuration ?? DEFAULT_SERVICE_DURATION}
        specialty={specialty}
        {...dialogProps("duration")}
      />
    </section>
  );
}
