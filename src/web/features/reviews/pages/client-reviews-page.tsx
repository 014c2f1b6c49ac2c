import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePageTitle } from "@web/lib/use-page-title";
import { OwnReviews } from "../components/own-reviews";
import { ClientServices } from "./client-services";

/** /reviews: 'Meus Serviços' and 'Minhas Avaliações', with where each review stands (0388). */
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
          <OwnReviews />
        </TabsContent>
      </Tabs>
    </section>
  );
}
