import type { ProfessionalDashboard } from "@domain/contracts/professional-appointments";
import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { formatRating, reviewCountText } from "@web/lib/format";
import { CalendarCheck, type LucideIcon, Star, Users } from "lucide-react";
import type { ReactNode } from "react";

/** A `dl` item: the card is the group around its term and value, as definition lists allow. */
function Stat({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn("flex flex-col-reverse gap-1 p-4", className)}>
      <dt className="flex items-center gap-2 text-sm text-slate-700">
        <Icon aria-hidden="true" className="size-4 text-teal-700" />
        {label}
      </dt>
      <dd className="font-semibold text-slate-900">{children}</dd>
    </Card>
  );
}

/** The dashboard's counters: sessions today, distinct clients and the rating (decision 0092). */
export function DashboardStats({ stats }: { stats: ProfessionalDashboard | undefined }) {
  const rated = stats && stats.averageRating !== null && stats.reviewCount > 0;
  return (
    <dl aria-label="Resumo do consultório" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <Stat icon={CalendarCheck} label="Consultas hoje">
        <span className="text-2xl">{stats?.todayCount ?? "–"}</span>
      </Stat>
      <Stat icon={Users} label="Clientes">
        <span className="text-2xl">{stats?.distinctClients ?? "–"}</span>
      </Stat>
      <Stat icon={Star} label="Avaliação média" className="col-span-2 sm:col-span-1">
        {rated ? (
          <>
            <span className="text-2xl">{formatRating(stats.averageRating!)}</span>{" "}
            <span className="text-sm font-normal text-slate-700">
              ({reviewCountText(stats.reviewCount)})
            </span>
          </>
        ) : (
          <span className="text-base">Sem avaliações</span>
        )}
      </Stat>
    </dl>
  );
}
