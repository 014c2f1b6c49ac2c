import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import type { ReactNode } from "react";
import { Link } from "wouter";

/**
 * 'Atividade recente' (issue 34, item 5; decision 0403): the person's latest notifications,
 * given by the page as entries, and 'Ver todas'. Without any: SPEC §2's sentence; a failed read
 * says so (as /notificacoes does) instead of claiming there is nothing.
 */
export function RecentActivityCard({
  entries,
  loading,
  failed = false,
}: {
  entries: ReactNode[];
  loading: boolean;
  failed?: boolean;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <h2 className="text-lg font-semibold leading-tight">Atividade recente</h2>
        {entries.length > 0 ? (
          <Link href="/notificacoes" className="text-sm font-medium text-teal-800 underline">
            Ver todas
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        {loading ? (
          <div role="status" aria-label="Carregando atividade recente" className="grid gap-2">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : failed && entries.length === 0 ? (
          <p className="text-sm text-red-800">
            Não foi possível carregar a atividade recente. Tente novamente.
          </p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-slate-700">Nenhuma atividade recente encontrada.</p>
        ) : (
          <ul aria-label="Atividade recente" className="grid gap-2">
            {entries.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the entries are already keyed by the page.
              <li key={index}>{entry}</li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
