import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { ConfirmationList } from "@web/features/confirmations/components/confirmation-list";
import { MyAppointments } from "../components/my-appointments";

/** /appointments: 'Agenda e Avaliações' (SPEC §2 client appointments). */
export function ClientAppointmentsPage() {
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-semibold">Agenda e Avaliações</h1>
      <Tabs defaultValue="appointments">
        <TabsList>
          <TabsTrigger value="appointments">Meus Agendamentos</TabsTrigger>
          <TabsTrigger value="services">Avaliações e Serviços</TabsTrigger>
        </TabsList>
        <TabsContent value="appointments">
          <MyAppointments />
        </TabsContent>
        <TabsContent value="services">
          <ConfirmationList viewer="client" />
        </TabsContent>
      </Tabs>
    </section>
  );
}
