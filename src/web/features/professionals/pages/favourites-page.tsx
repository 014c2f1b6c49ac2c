import type { ProfessionalSearchResult } from "@domain/contracts/professionals";
import { profilePath } from "@domain/public-pages";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { usePageTitle } from "@web/lib/use-page-title";
import { Heart } from "lucide-react";
import { Link } from "wouter";
import { useFavourites } from "../api/get-favourites";
import { SaveButton } from "../components/save-button";
import { SearchResults } from "../components/search-results";

/** The lasting address (decision 0357), coming back here with 'Voltar para busca'. */
const profileHref = (professional: ProfessionalSearchResult) =>
  `${profilePath(professional)}?${new URLSearchParams({ return: "/favoritos" }).toString()}`;

/** 'Favoritos': the professionals the client saved, newest first (decision 0343). */
export function FavouritesPage() {
  usePageTitle("Favoritos");
  const favourites = useFavourites();
  const professionals = favourites.data ?? [];
  return (
    <section className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">Favoritos</h1>
        <p className="text-slate-700">
          Os profissionais que você salvou, os mais recentes primeiro.
        </p>
      </header>
      {!favourites.isPending && !favourites.isError && professionals.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <Heart className="size-10 text-slate-500" aria-hidden="true" />
          <p className="text-slate-700">
            Você ainda não salvou nenhum profissional. Toque em 'Salvar' num cartão da busca para
            encontrá-lo aqui.
          </p>
          <Button asChild variant="outline">
            <Link href="/professionals">Buscar profissionais</Link>
          </Button>
        </Card>
      ) : (
        <SearchResults
          isLoading={favourites.isPending}
          isError={favourites.isError}
          onRetry={() => void favourites.refetch()}
          professionals={professionals}
          hasMore={false}
          isLoadingMore={false}
          onLoadMore={() => undefined}
          profileHref={profileHref}
          listLabel="Profissionais salvos"
          cardAction={(professional) => (
            <SaveButton
              professionalId={professional.id}
              name={`${professional.firstName} ${professional.lastName}`}
            />
          )}
        />
      )}
    </section>
  );
}
