import type { ServiceOption } from "@domain/constants";
import type { ProfessionalSearchResult } from "@domain/contracts/professionals";
import { profilePath } from "@domain/public-pages";
import { Card } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { CityNeighborhoodFields } from "@web/features/geo/components/city-neighborhood-fields";
import { usePageTitle } from "@web/lib/use-page-title";
import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "wouter";
import { useSearchCount } from "../api/count-search";
import { usePriceRange } from "../api/get-price-range";
import { useSearchProfessionals } from "../api/search-professionals";
import { SaveButton } from "../components/save-button";
import { SaveSignInLink } from "../components/save-sign-in-link";
import { SearchFiltersForm } from "../components/search-filters";
import { SearchResults } from "../components/search-results";
import { resultCountText } from "../lib/result-count";
import {
  EMPTY_FILTERS,
  filtersFromParams,
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
  const [filters, setFilters] = useState(() => filtersFromParams(params));
  const [submitted, setSubmitted] = useState(() =>
    hasSearchParams(params) ? filtersFromParams(params) : null,
  );
  const search = useSearchProfessionals(submitted);
  const count = useSearchCount(submitted);

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
    const next = { ...filters };
    if (submitted && searchUrl(submitted) === searchUrl(next)) void search.refetch();
    setSubmitted(next);
    navigate(searchUrl(next), { replace: true });
  };

  const clear = () => {
    setFilters(EMPTY_FILTERS);
    setSubmitted(null);
    navigate("/professionals", { replace: true });
  };

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
      <SearchFiltersForm
        filters={filters}
        PlaceFields={CityNeighborhoodFields}
        onChange={change}
        onToggleOption={toggleOption}
        onTogglePrice={togglePrice}
        onSearch={runSearch}
        onClear={clear}
      />
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
          professionals={search.data?.pages.flat() ?? []}
          hasMore={search.hasNextPage}
          isLoadingMore={search.isFetchingNextPage}
          onLoadMore={() => void search.fetchNextPage()}
          profileHref={profileHref}
          firstCards={FIRST_CARDS}
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
