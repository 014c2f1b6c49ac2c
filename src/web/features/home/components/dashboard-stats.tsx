import type { ProfessionalDashboard } from "@domain/contracts/professional-appointments";
import { Card } from "@web/components/ui/card";
import { formatRating, reviewCountText } from "@web/lib/format";
import { CalendarCheck, type LucideIcon, Star, Users } from "lucide-react";
import type { ReactNode } from "react";

function Stat({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-50">
        <Icon aria-hidden="true" className="size-5 text-teal-700" />
      </span>
      <div className="flex min-w-0 flex-col-reverse">
        <dt className="text-sm text-slate-700">{label}</dt>
        <dd className="font-semibold text-slate-900">{children}</dd>
      </div>
    </Card>
  );
}

/** The dashboard's counters: sessions today, distinct clients and the rating (decision 0092). */
export function DashboardStats({ stats }: { stats: ProfessionalDashboard | undefined }) {
  const rated = stats && stats.averageRating !== null && stats.reviewCount > 0;
  return (
    <dl aria-label="Resumo do consultório" className="grid gap-3 sm:grid-cols-3">
      <Stat icon={CalendarCheck} label="Consultas hoje">
        <span className="text-2xl">{stats?.todayCount ?? "–"}</span>
      </Stat>
      <Stat icon={Users} label="Clientes">
        <span className="text-2xl">{stats?.distinctClients ?? "–"}</span>
      </Stat>
      <Stat icon={Star} label="Avaliação média">
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
