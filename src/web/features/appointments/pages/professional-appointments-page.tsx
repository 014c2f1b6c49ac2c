import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { RequestAnswerActions } from "@web/features/agenda/components/request-answer-actions";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { ConfirmationList } from "@web/features/confirmations/components/confirmation-list";
import { ReceivedReviews } from "@web/features/reviews/components/received-reviews";
import { usePageTitle } from "@web/lib/use-page-title";
import { professionalNoShowAction } from "../components/no-show-action";
import { ProfessionalAppointments } from "../components/professional-appointments";
import { RescheduleDialogContext } from "../components/reschedule-context";
import { RescheduleDialog } from "./reschedule-dialog";

/** /professional/appointments: tabs Agendamentos, Avaliações, Serviços (SPEC §2 routes). */
export function ProfessionalAppointmentsPage() {
  // Generic: the tab never names a client (decision 0375).
  usePageTitle("Agendamentos");
  const { data: user } = useCurrentUser();
  return (
    <section className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Agendamentos</h1>
        <p className="text-slate-700">
          Responda às solicitações, acompanhe seus atendimentos e suas avaliações.
        </p>
      </header>
      <Tabs defaultValue="appointments">
        <TabsList>
          <TabsTrigger value="appointments">Agendamentos</TabsTrigger>
          <TabsTrigger value="reviews">Avaliações</TabsTrigger>
          <TabsTrigger value="services">Serviços</TabsTrigger>
        </TabsList>
        <TabsContent value="appointments">
          <RescheduleDialogContext.Provider value={RescheduleDialog}>
            <ProfessionalAppointments
              renderAnswers={(request) => (
                <RequestAnswerActions request={request} professionalId={request.professionalId} />
              )}
            />
          </RescheduleDialogContext.Provider>
        </TabsContent>
        <TabsContent value="reviews">
          {user ? <ReceivedReviews professionalId={user.id} /> : null}
        </TabsContent>
        <TabsContent value="services">
          <ConfirmationList viewer="professional" actions={professionalNoShowAction} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
