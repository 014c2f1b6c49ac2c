import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import type { LucideIcon } from "lucide-react";

export interface Stat {
  label: string;
  value: number;
  icon: LucideIcon;
}

interface StatGridProps {
  /** The section's heading, and the name of its loading state. */
  title: string;
  stats: Stat[] | undefined;
  isError: boolean;
}

const numbers = new Intl.NumberFormat("pt-BR");

/** A titled row of counters (the dashboard's numbers): skeletons while loading. */
export function StatGrid({ title, stats, isError }: StatGridProps) {
  const headingId = `stats-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {isError ? (
        <p className="text-sm text-red-800">
          Não foi possível carregar os números. Tente novamente.
        </p>
      ) : stats ? (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {stats.map(({ label, value, icon: Icon }) => (
            <li key={label}>
              <Card className="flex h-full flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {/* Read as "Usuários 71", shown with the number on top. */}
                <p className="flex min-w-0 flex-col-reverse">
                  <span className="text-sm text-slate-700">{label}</span>
                  <span className="text-2xl font-semibold text-slate-900 tabular-nums">
                    {numbers.format(value)}
                  </span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <div
          role="status"
          aria-label={`Carregando ${title.toLowerCase()}`}
          className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-[74px]" />
          ))}
        </div>
      )}
    </section>
  );
}
