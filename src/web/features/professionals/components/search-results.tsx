import { SEARCH_SKELETON_CARDS } from "@domain/constants";
import type { ProfessionalSearchResult } from "@domain/contracts/professionals";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { SearchX } from "lucide-react";
import { type ReactNode, startTransition, useEffect, useState } from "react";
import { rememberAddress } from "../lib/lasting-address";
import { ProfessionalCard } from "./professional-card";

interface Props {
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  professionals: ProfessionalSearchResult[];
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  /** The card's link: the lasting address (decision 0357), with what the page carries. */
  profileHref: (professional: ProfessionalSearchResult) => string;
  /** 'Salvar' on each card, for a signed-in client (decision 0343). */
  cardAction?: (professional: ProfessionalSearchResult) => ReactNode;
  /** The list's name for screen readers; 'Profissionais encontrados' by default. */
  listLabel?: string;
  /**
   * Cards drawn in the first render, the rest right after in an interruptible one: a phone
   * shows the first screenful sooner, without one long task for 24 cards (decision 0344).
   * All at once by default (server-rendered pages list everyone).
   */
  firstCards?: number;
  /** Shown under 'Nenhum profissional encontrado…': where to look next (issue 29). */
  empty?: ReactNode;
}

const GRID = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

function CardSkeleton() {
  return (
    <Card data-testid="professional-card-skeleton" className="space-y-4 p-5">
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
    </Card>
  );
}

/** How many of `total` cards to draw: `first` at once, then all of them in a transition. */
function useCardsShown(total: number, first: number | undefined) {
  const [all, setAll] = useState(first === undefined);
  useEffect(() => {
    if (!all && total > 0) startTransition(() => setAll(true));
  }, [all, total]);
  return all || first === undefined ? total : Math.min(total, first);
}

export function SearchResults(props: Props) {
  const shown = useCardsShown(props.professionals.length, props.firstCards);
  // A card opens its profile at once: the app knows whose lasting address it links to.
  useEffect(() => {
    for (const professional of props.professionals) rememberAddress(professional);
  }, [props.professionals]);
  if (props.isLoading) {
    return (
      <div role="status" aria-label="Carregando profissionais" className={GRID}>
        {Array.from({ length: SEARCH_SKELETON_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (props.isError) {
    return (
      <Card className="flex flex-col items-center gap-3 p-10 text-center">
        <p className="text-slate-700">Erro ao carregar profissionais. Tente novamente.</p>
        <Button variant="outline" onClick={props.onRetry}>
          Tentar novamente
        </Button>
      </Card>
    );
  }
  if (props.professionals.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-10 text-center">
        <SearchX className="size-10 text-slate-500" aria-hidden="true" />
        <p className="text-slate-700">
          Nenhum profissional encontrado com os filtros selecionados.
        </p>
        {props.empty}
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      <ul aria-label={props.listLabel ?? "Profissionais encontrados"} className={GRID}>
        {props.professionals.slice(0, shown).map((professional) => (
          <li key={professional.id}>
            <ProfessionalCard
              professional={professional}
              href={props.profileHref(professional)}
              action={props.cardAction?.(professional)}
            />
          </li>
        ))}
      </ul>
      {props.hasMore ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={props.onLoadMore} disabled={props.isLoadingMore}>
            {props.isLoadingMore ? "Carregando..." : "Carregar mais"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
