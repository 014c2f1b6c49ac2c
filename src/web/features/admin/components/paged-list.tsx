import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import type { ReactNode } from "react";

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

interface PagedListProps<T extends { id: string }> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** The list's accessible name ('Usuários'); its loading state reads 'Carregando …'. */
  label: string;
  empty: string;
  renderItem: (item: T) => ReactNode;
}

/** A server-paged admin list: skeletons, the rows so far, and 'Carregar mais' while there are more. */
export function PagedList<T extends { id: string }>({
  query,
  label,
  empty,
  renderItem,
}: PagedListProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={`Carregando ${label.toLowerCase()}`} className="grid gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <p className="text-sm text-red-800">Não foi possível carregar a lista. Tente novamente.</p>
    );
  }
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <div className="grid gap-4">
      <ul aria-label={label} className="grid gap-3">
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
        </Button>
      ) : null}
    </div>
  );
}
