import { usePageTitle } from "@web/lib/use-page-title";
import { useLocation, useSearchParams } from "wouter";
import { useAuditAdmins } from "../api/get-audit-admins";
import { useAuditLog } from "../api/get-audit-log";
import { AuditFilterForm } from "../components/audit-filter-form";
import { AuditLogEntryCard } from "../components/audit-log-entry";
import { PagedList } from "../components/paged-list";
import { auditFiltersFromParams, auditPageUrl } from "../lib/audit-filters";

/**
 * /admin/auditoria, 'Registro de ações' (decision 0378): every admin decision on the platform,
 * newest first, with its filters in the address (a filtered view can be shared or reopened).
 */
export function AdminAuditPage() {
  usePageTitle("Registro de ações");
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const filters = auditFiltersFromParams(params);
  const admins = useAuditAdmins();
  const log = useAuditLog(filters);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Registro de ações
        </h1>
        <p className="text-slate-700">
          Suspensões, reativações e verificações feitas pelos administradores, das mais recentes às
          mais antigas.
        </p>
      </header>
      <AuditFilterForm
        // A new address (a filter applied, the browser's back) starts the form from it.
        key={auditPageUrl(filters)}
        initial={filters}
        admins={admins.data ?? []}
        onApply={(next) => navigate(auditPageUrl(next))}
      />
      <PagedList
        query={log}
        label="Ações registradas"
        empty={
          filtered
            ? "Nenhuma ação encontrada com estes filtros."
            : "Nenhuma ação administrativa registrada ainda."
        }
        renderItem={(entry) => <AuditLogEntryCard entry={entry} />}
      />
    </section>
  );
}
