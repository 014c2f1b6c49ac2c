import type { ServiceOption } from "@domain/constants";
import type { ProfessionalSearchResult } from "@domain/contracts/professionals";
import { profilePath } from "@domain/public-pages";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { CityNeighborhoodFields } from "@web/features/geo/components/city-neighborhood-fields";
import { usePageTitle } from "@web/lib/use-page-title";
import { Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import { useSearchCount } from "../api/count-search";
import { usePriceRange } from "../api/get-price-range";
import { useSearchAlternatives } from "../api/get-search-alternatives";
import { useSearchProfessionals } from "../api/search-professionals";
import { SaveButton } from "../components/save-button";
import { SaveSignInLink } from "../components/save-sign-in-link";
import { SearchAlternativesLinks } from "../components/search-alternatives";
import { SearchFiltersForm } from "../components/search-filters";
import { SearchResults } from "../components/search-results";
import { resultCountText } from "../lib/result-count";
import {
  EMPTY_FILTERS,
  filtersFromParams,
  filtersSummary,
  filtersToParams,
  hasSearchParams,
  priceOrderInvalid,
  type SearchFilters,
  toggleServiceOption,
} from "../lib/search-params";

/** The cards a phone's first screen holds, drawn before the rest (decision 0344). */
const FIRST_CARDS = 4;

const searchUrl = (filters: SearchFilters) => {
  // The comma list reads better unescaped; URLSearchParams reads it back either way.
  const query = filtersToParams(filters).toString().replaceAll("%2C", ",");
  return query ? `/professionals?${query}` : "/professionals";
};

/** SPEC §2 'Professional search': filters live in the URL; no results until a search is made. */
export function SearchPage() {
  usePageTitle("Buscar profissionais");
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const { data: user } = useCurrentUser();
  const priceRange = usePriceRange();
  const [filters, setFilters] = useState(() => {
    const fromUrl = filtersFromParams(params);
    // Issue 29: a client's own city starts the city filter while the URL holds no search (a
    // link with a search is followed as written, "anywhere" included). The server renders
    // with the same user, so both first renders agree (decision 0366).
    if (hasSearchParams(params) || user?.role !== "client" || !user.city) return fromUrl;
    return { ...fromUrl, city: user.city, state: user.state ?? "" };
  });
  // On a phone the filters fold behind 'Filtros' once there are results to see (issue 29).
  const [filtersOpen, setFiltersOpen] = useState(() => !hasSearchParams(params));
  const [submitted, setSubmitted] = useState(() =>
    hasSearchParams(params) ? filtersFromParams(params) : null,
  );
  const search = useSearchProfessionals(submitted);
  const count = useSearchCount(submitted);
  const found = search.data?.pages.flat() ?? [];
  const nobody = submitted && search.isSuccess && found.length === 0 ? submitted : null;
  const alternatives = useSearchAlternatives(nobody);

  useEffect(() => {
    if (!search.error) return;
    toast({
      title: "Erro",
      description: "Erro ao carregar profissionais. Tente novamente.",
      variant: "destructive",
    });
  }, [search.error]);

  const change = (part: Partial<SearchFilters>) => setFilters((f) => ({ ...f, ...part }));
  const toggleOption = (option: ServiceOption, checked: boolean) =>
    setFilters((f) =>
      toggleServiceOption(f, option, checked, user?.address, user?.city, user?.state),
    );
  const togglePrice = (enabled: boolean) =>
    setFilters((f) => ({
      ...f,
      priceEnabled: enabled,
      minPrice: f.minPrice || String(priceRange.minPrice),
      maxPrice: f.maxPrice || String(priceRange.maxPrice),
    }));

  const runSearch = () => {
    if (!filters.specialty) {
      toast({
        title: "Especialidade obrigatória",
        description: "Por favor, selecione uma especialidade para buscar.",
        variant: "destructive",
      });
      return;
    }
    if (priceOrderInvalid(filters)) return;
    applySearch({ ...filters });
  };

  const applySearch = (next: SearchFilters) => {
    if (submitted && searchUrl(submitted) === searchUrl(next)) void search.refetch();
    setFilters(next);
    setSubmitted(next);
    setFiltersOpen(false);
    navigate(searchUrl(next), { replace: true });
  };

  const clear = () => {
    setFilters(EMPTY_FILTERS);
    setSubmitted(null);
    setFiltersOpen(true);
    navigate("/professionals", { replace: true });
  };

  const summary = filtersSummary(submitted ?? filters);

  // The lasting address (decision 0357), with the way back to this search and its bairro.
  const profileHref = (professional: ProfessionalSearchResult) => {
    const query = new URLSearchParams({ return: searchUrl(submitted ?? EMPTY_FILTERS) });
    if (submitted?.neighborhood) query.set("neighborhood", submitted.neighborhood);
    return `${profilePath(professional)}?${query.toString()}`;
  };

  return (
    <section className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">Buscar profissionais</h1>
        <p className="text-slate-700">
          Encontre profissionais verificados de saúde e bem-estar na sua região.
        </p>
      </header>
      <div className="flex items-center gap-3 md:hidden">
        <Button
          type="button"
          variant="outline"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen(!filtersOpen)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filtros
        </Button>
        {summary ? (
          <p data-testid="filters-summary" className="min-w-0 text-sm text-slate-800">
            <span className="sr-only">Filtros ativos: </span>
            {summary}
          </p>
        ) : null}
      </div>
      <div id="search-filters" className={filtersOpen ? undefined : "hidden md:block"}>
        <SearchFiltersForm
          filters={filters}
          PlaceFields={CityNeighborhoodFields}
          onChange={change}
          onToggleOption={toggleOption}
          onTogglePrice={togglePrice}
          onSearch={runSearch}
          onClear={clear}
        />
      </div>
      {submitted && count.data ? (
        <p aria-live="polite" className="font-medium text-slate-800">
          {resultCountText(count.data)}
        </p>
      ) : null}
      {submitted ? (
        <SearchResults
          isLoading={search.isPending}
          isError={search.isError && !search.data}
          onRetry={() => void search.refetch()}
          professionals={found}
          hasMore={search.hasNextPage}
          isLoadingMore={search.isFetchingNextPage}
          onLoadMore={() => void search.fetchNextPage()}
          profileHref={profileHref}
          firstCards={FIRST_CARDS}
          empty={
            nobody && alternatives.data ? (
              <SearchAlternativesLinks
                filters={nobody}
                alternatives={alternatives.data}
                hrefOf={searchUrl}
                onApply={applySearch}
              />
            ) : null
          }
          cardAction={
            user?.role === "client"
              ? (p) => <SaveButton professionalId={p.id} name={`${p.firstName} ${p.lastName}`} />
              : // A visitor's 'Salvar' asks them to sign in (decision 0362).
                !user
                ? (p) => <SaveSignInLink name={`${p.firstName} ${p.lastName}`} />
                : undefined
          }
        />
      ) : (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <Search className="size-10 text-teal-700" aria-hidden="true" />
          <p className="text-slate-700">
            Escolha uma especialidade e clique em Buscar para ver os profissionais disponíveis.
          </p>
        </Card>
      )}
    </section>
  );
}
