import type { Appointment } from "@domain/contracts/appointments";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { PendingRequestsCard } from "@web/features/agenda/components/pending-requests-card";
import { SeriesRequestCard } from "@web/features/agenda/components/series-request-card";
import { useProfessionalDashboard } from "@web/features/appointments/api/get-professional-dashboard";
import { professionalNoShowAction } from "@web/features/appointments/components/no-show-action";
import { OnlineSessionPanel } from "@web/features/appointments/components/online-session-panel";
import { ProfessionalAppointmentDialog } from "@web/features/appointments/components/professional-appointment-dialog";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { ConfirmationList } from "@web/features/confirmations/components/confirmation-list";
import { VerificationNotice } from "@web/features/profile/components/verification-notice";
import { NewPostDialog } from "@web/features/social/components/new-post-dialog";
import { usePageTitle } from "@web/lib/use-page-title";
import { CalendarDays, ClipboardList, PenSquare } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { DashboardStats } from "../components/dashboard-stats";
import { NextAppointmentCard } from "../components/next-appointment-card";
import { ResourcesPanel } from "../components/resources-panel";

/** / for a professional (SPEC §2 'Professional dashboard'). */
export function ProfessionalDashboardPage() {
  usePageTitle("Início");
  const { data: user } = useCurrentUser();
  const dashboard = useProfessionalDashboard();
  const [details, setDetails] = useState<Appointment | null>(null);
  const [writing, setWriting] = useState(false);
  if (!user) return null;
  return (
    <section className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold">Olá, {user.firstName}!</h1>
          <p className="text-slate-700">Acompanhe suas consultas, seus clientes e avaliações.</p>
        </div>
        <Button variant="outline" onClick={() => setWriting(true)}>
          <PenSquare aria-hidden="true" />
          Nova publicação
        </Button>
      </header>
      <NewPostDialog open={writing} onOpenChange={setWriting} />
      <VerificationNotice user={user} />
      {/* The inbox comes first (decision 0273): what waits for an answer, the first to expire on top. */}
      <PendingRequestsCard
        professionalId={user.id}
        requests={dashboard.data?.pendingRequests}
        renderSeries={(group) => (
          <SeriesRequestCard
            professionalId={user.id}
            seriesId={group[0]!.seriesId!}
            requests={group}
          />
        )}
      />
      {/* Phones read it top to bottom; wide screens put shortcuts and resources at the right. */}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <NextAppointmentCard
            appointment={dashboard.data?.nextAppointment}
            loading={dashboard.isPending}
            onOpen={setDetails}
            extra={(a) => <OnlineSessionPanel appointment={a} viewer="professional" />}
          />
        </div>
        <Card className="lg:col-start-3 lg:row-start-1">
          <CardHeader className="pb-3">
            <h2 className="text-lg font-semibold">Acesso rápido</h2>
          </CardHeader>
          <CardContent>
            <nav aria-label="Acesso rápido" className="grid gap-2">
              <Button asChild variant="outline" className="justify-start">
                <Link href="/professional/appointments">
                  <ClipboardList aria-hidden="true" />
                  Ver agendamentos
                </Link>
              </Button>
              <Button asChild variant="outline" className="justify-start">
                <Link href="/professional/agenda">
                  <CalendarDays aria-hidden="true" />
                  Abrir agenda
                </Link>
              </Button>
            </nav>
          </CardContent>
        </Card>
        <div className="lg:col-span-2 lg:row-start-2">
          <DashboardStats stats={dashboard.data} />
        </div>
        <div className="lg:col-start-3 lg:row-span-2 lg:row-start-2">
          <ResourcesPanel user={user} />
        </div>
        <Card className="lg:col-span-2 lg:row-start-3">
          <CardHeader className="pb-3">
            <h2 className="text-lg font-semibold">Confirmações de Serviço</h2>
          </CardHeader>
          <CardContent>
            <ConfirmationList viewer="professional" actions={professionalNoShowAction} />
          </CardContent>
        </Card>
      </div>
      {details ? (
        <ProfessionalAppointmentDialog appointment={details} onClose={() => setDetails(null)} />
      ) : null}
    </section>
  );
}
