import { ContentText } from "@web/features/social/components/content-text";
import { usePageTitle } from "@web/lib/use-page-title";
import { useContentReports } from "../api/get-content-reports";
import { PagedList } from "../components/paged-list";
import { ReportedContentCard } from "../components/reported-content-card";

/**
 * /admin/conteudos, 'Conteúdos' (decision 0404): contents people reported, the longest waiting
 * first; each one hidden with a reason or kept. The text is shown as its page shows it.
 */
export function AdminContentReportsPage() {
  usePageTitle("Conteúdos denunciados");
  const queue = useContentReports();
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Conteúdos denunciados
        </h1>
        <p className="text-slate-700">
          Publicações de profissionais denunciadas, das que esperam há mais tempo às mais recentes.
          Ocultar tira o conteúdo do ar na hora; o autor é avisado do motivo.
        </p>
      </header>
      <PagedList
        query={queue}
        label="Conteúdos denunciados"
        empty="Nenhum conteúdo denunciado aguardando análise."
        renderItem={(item) => (
          <ReportedContentCard item={item} text={<ContentText text={item.content.contentText} />} />
        )}
      />
    </section>
  );
}
