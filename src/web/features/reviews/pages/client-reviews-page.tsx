import { OWN_REVIEWS_PATH } from "@domain/review-rules";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePageTitle } from "@web/lib/use-page-title";
import { useLocation, useSearch } from "wouter";
import { OwnReviews } from "../components/own-reviews";
import { ClientServices } from "./client-services";

/**
 * /reviews: 'Meus Serviços' and 'Minhas Avaliações', with where each review stands (0388). The
 * tab follows the address: `?aba=avaliacoes` (the user menu and the notifications about one's
 * own review, decision 0403) opens 'Minhas Avaliações', even when the page is already open.
 */
export function ClientReviewsPage() {
  usePageTitle("Serviços e Avaliações");
  const [, navigate] = useLocation();
  const tab = new URLSearchParams(useSearch()).get("aba") === "avaliacoes" ? "reviews" : "services";
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-semibold">Serviços e Avaliações</h1>
      <Tabs
        value={tab}
        onValueChange={(next) =>
          navigate(next === "reviews" ? OWN_REVIEWS_PATH : "/reviews", { replace: true })
        }
      >
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
