import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePageTitle } from "@web/lib/use-page-title";
import { usePendingProfessionals } from "../api/get-pending-professionals";
import { useProfessionals } from "../api/get-professionals";
import { ProfessionalList } from "../components/professional-list";

/** /admin/professionals (SPEC §2 admin screens): tabs Pendentes and Todos, detail, decisions. */
export function AdminProfessionalsPage() {
  usePageTitle("Profissionais");
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Profissionais
        </h1>
        <p className="text-slate-700">
          Confira os cadastros e aprove ou rejeite as verificações pendentes.
        </p>
      </header>
      <Tabs defaultValue="pending">
        <TabsList>
          <TabsTrigger value="pending">Pendentes</TabsTrigger>
          <TabsTrigger value="all">Todos</TabsTrigger>
        </TabsList>
        <TabsContent value="pending">
          <PendingTab />
        </TabsContent>
        <TabsContent value="all">
          <AllTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function PendingTab() {
  return (
    <ProfessionalList
      query={usePendingProfessionals()}
      label="Profissionais pendentes"
      empty="Nenhum profissional aguardando verificação."
    />
  );
}

function AllTab() {
  return (
    <ProfessionalList
      query={useProfessionals("all")}
      label="Todos os profissionais"
      empty="Nenhum profissional cadastrado."
    />
  );
}
