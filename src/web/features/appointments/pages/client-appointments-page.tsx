import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useProfessionalsReviews } from "@web/features/reviews/api/get-professional-reviews";
import { ClientServices } from "@web/features/reviews/pages/client-services";
import { usePageTitle } from "@web/lib/use-page-title";
import { useClientAppointments } from "../api/get-client-appointments";
import { MyAppointments } from "../components/my-appointments";
import { clientContestAction } from "../components/no-show-action";
import { RescheduleDialogContext } from "../components/reschedule-context";
import { RescheduleDialog } from "./reschedule-dialog";

/** /appointments: 'Agenda e Avaliações' (SPEC §2 client appointments). */
export function ClientAppointmentsPage() {
  // Generic: the tab never names the other party or the service (decision 0375).
  usePageTitle("Agenda e Avaliações");
  const appointments = useClientAppointments();
  const ratings = useProfessionalsReviews(appointments.data?.map((a) => a.professionalId) ?? []);
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-semibold">Agenda e Avaliações</h1>
      <Tabs defaultValue="appointments">
        <TabsList>
          <TabsTrigger value="appointments">Meus Agendamentos</TabsTrigger>
          <TabsTrigger value="services">Avaliações e Serviços</TabsTrigger>
        </TabsList>
        <TabsContent value="appointments">
          <RescheduleDialogContext.Provider value={RescheduleDialog}>
            <MyAppointments ratings={ratings} />
          </RescheduleDialogContext.Provider>
        </TabsContent>
        <TabsContent value="services">
          <ClientServices actions={clientContestAction} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
