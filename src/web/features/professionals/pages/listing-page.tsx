import type { ProfessionalSearchResult } from "@domain/contracts/professionals";
import { listingHeading, profilePath } from "@domain/public-pages";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { isApiError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link, useLocation } from "wouter";
import { usePublicPage } from "../api/get-public-page";
import { SaveButton } from "../components/save-button";
import { SaveSignInLink } from "../components/save-sign-in-link";
import { SearchResults } from "../components/search-results";

/** The tab's name: the heading, as the server's head says it (decision 0375), or its 404. */
function listingTitle(heading: string | null, page: ReturnType<typeof usePublicPage>) {
  if (heading) return heading;
  if (page.isPending) return null;
  return isApiError(page.error, 404) ? "Página não encontrada" : "Página indisponível";
}

/**
 * A listing page (`/psicologia/sao-paulo/pinheiros`, decision 0354): the search's first page for
 * a specialty and a place, with the app's own cards. The server renders it on a full load.
 */
export function ListingPage() {
  const [path] = useLocation();
  const page = usePublicPage(path);
  const { data: user } = useCurrentUser();
  const listing = page.data?.kind === "listing" ? page.data : null;
  const heading = listing
    ? listingHeading(listing.specialty, listing.city, listing.neighborhood, listing.state)
    : null;
  usePageTitle(listingTitle(heading, page));
  if (!listing) {
    return (
      <SearchResults
        isLoading={page.isPending}
        isError={!page.isPending}
        onRetry={() => void page.refetch()}
        professionals={[]}
        hasMore={false}
        isLoadingMore={false}
        onLoadMore={() => {}}
        profileHref={() => "/"}
      />
    );
  }
  const search = new URLSearchParams({
    specialty: listing.specialty,
    city: listing.city,
    state: listing.state,
  });
  // The search reads a bairro only with the options served at a place, as the landing's box
  // sends it (decision 0324): else 'Ver todos na busca' would drop it.
  if (listing.neighborhood) {
    search.set("serviceOptions", "local_proprio,domiciliar");
    search.set("neighborhood", listing.neighborhood);
  }
  const cardAction = (p: ProfessionalSearchResult) => {
    const name = `${p.firstName} ${p.lastName}`;
    // A visitor's 'Salvar' is a link to the sign-in, working before the page's
    // JavaScript (decision 0362); a professional or an admin saves nobody (0343).
    if (!user) return <SaveSignInLink name={name} />;
    return user.role === "client" ? <SaveButton professionalId={p.id} name={name} /> : null;
  };
  const alternatives = listing.alternatives;
  return (
    <section className="space-y-6">
      <Card className="space-y-2 p-6">
        <h1 className="text-2xl font-semibold text-slate-900">{heading}</h1>
        <p className="text-slate-700">
          {alternatives
            ? "Ainda não há profissionais verificados listados aqui. Veja quem atende online ou perto daqui."
            : "Profissionais verificados, com preços e avaliações. Escolha um horário e agende online."}
        </p>
      </Card>
      {alternatives ? (
        // Issue 29, item 10: a place where nobody is listed yet is not a dead end.
        <>
          {alternatives.cityPath ? (
            <p>
              <Link href={alternatives.cityPath} className="font-medium text-teal-800 underline">
                {listingHeading(listing.specialty, listing.city, null, listing.state)}
              </Link>
            </p>
          ) : null}
          {alternatives.online.length > 0 ? (
            <section aria-labelledby="listing-online" className="space-y-3">
              <h2 id="listing-online" className="text-lg font-semibold text-slate-900">
                Atendem online
              </h2>
              <SearchResults
                isLoading={false}
                isError={false}
                onRetry={() => {}}
                professionals={alternatives.online}
                hasMore={false}
                isLoadingMore={false}
                onLoadMore={() => {}}
                profileHref={profilePath}
                cardAction={cardAction}
              />
            </section>
          ) : null}
        </>
      ) : (
        <SearchResults
          isLoading={false}
          isError={false}
          onRetry={() => {}}
          professionals={listing.professionals}
          hasMore={false}
          isLoadingMore={false}
          onLoadMore={() => {}}
          profileHref={profilePath}
          cardAction={cardAction}
        />
      )}
      <div className="flex justify-center">
        <Button asChild variant="outline">
          <Link href={`/professionals?${search.toString()}`}>Ver todos na busca</Link>
        </Button>
      </div>
    </section>
  );
}
