import { usePageTitle } from "@web/lib/use-page-title";
import { useReviewReports } from "../api/get-review-reports";
import { PagedList } from "../components/paged-list";
import { ReportedReviewCard } from "../components/reported-review-card";

/**
 * /admin/denuncias, 'Denúncias' (decision 0388): reviews people reported, the longest waiting
 * first; each one hidden with a reason or kept.
 */
export function AdminReviewReportsPage() {
  usePageTitle("Denúncias de avaliações");
  const queue = useReviewReports();
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Denúncias de avaliações
        </h1>
        <p className="text-slate-700">
          Avaliações denunciadas, das que esperam há mais tempo às mais recentes. Ocultar tira a
          avaliação do perfil e da nota na hora; o autor e o profissional são avisados do motivo.
        </p>
      </header>
      <PagedList
        query={queue}
        label="Avaliações denunciadas"
        empty="Nenhuma denúncia aguardando análise."
        renderItem={(item) => <ReportedReviewCard item={item} />}
      />
    </section>
  );
}
