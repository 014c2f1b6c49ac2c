import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePageTitle } from "@web/lib/use-page-title";
import { ClientServices } from "./client-services";

/** /reviews: 'Meus Serviços' and the placeholder 'Minhas Avaliações' (SPEC §2). */
export function ClientReviewsPage() {
  usePageTitle("Serviços e Avaliações");
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-semibold">Serviços e Avaliações</h1>
      <Tabs defaultValue="services">
        <TabsList>
          <TabsTrigger value="services">Meus Serviços</TabsTrigger>
          <TabsTrigger value="reviews">Minhas Avaliações</TabsTrigger>
        </TabsList>
        <TabsContent value="services">
          <ClientServices />
        </TabsContent>
        <TabsContent value="reviews">
          <p className="py-8 text-center text-slate-700">
            Em breve você poderá ver aqui todas as avaliações que fez.
          </p>
        </TabsContent>
      </Tabs>
    </section>
  );
}
