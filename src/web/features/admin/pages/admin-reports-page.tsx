import type { AdminReport } from "@domain/contracts/admin-reports";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDateTime } from "@web/lib/dates";
import { usePageTitle } from "@web/lib/use-page-title";
import { Download } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { adminReportCsvUrl, useAdminReport } from "../api/get-admin-report";
import { ReportFilterForm } from "../components/reports/report-filter-form";
import { ReportTable } from "../components/reports/report-table";
import {
  bucketLabel,
  defaultReportFilters,
  formatCount,
  formatMinutes,
  longDay,
  type ReportFilters,
} from "../lib/report-filters";

// The chart library loads with this screen only (decision 0405): one chunk for the three charts.
const charts = () => import("../components/reports/report-charts");
const DailyChart = lazy(charts);
const CancellationChart = lazy(() => charts().then((m) => ({ default: m.CancellationChart })));
const AnswerTimeChart = lazy(() => charts().then((m) => ({ default: m.AnswerTimeChart })));

/** Issue 34, item 4: the platform's figures for a period, specialty and city. */
export function AdminReportsPage() {
  usePageTitle("Relatórios");
  const [filters, setFilters] = useState<ReportFilters>(() => defaultReportFilters());
  const report = useAdminReport(filters);
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Relatórios
        </h1>
        <a
          href={adminReportCsvUrl(filters)}
          download
          className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
        >
          <Download aria-hidden="true" className="size-4" />
          Exportar CSV
        </a>
      </div>
      <ReportFilterForm initial={filters} onApply={setFilters} />
      {report.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Não foi possível carregar os relatórios. Tente novamente.
        </p>
      ) : report.data ? (
        <ReportSections report={report.data} />
      ) : (
        <Skeleton className="h-96 w-full" aria-label="Carregando relatórios" />
      )}
    </section>
  );
}

const WHO = [
  ["client", "Cliente"],
  ["professional", "Profissional"],
  ["admin", "Administração"],
] as const;

function ReportSections({ report }: { report: AdminReport }) {
  const { bookings: b, answerTime, verificationQueue: queue, email, support } = report;
  const period = `de ${longDay(report.from)} a ${longDay(report.to)}`;
  const scope = [report.specialty ?? "todas as especialidades", report.city ?? "todas as cidades"];
  const cancellations = WHO.map(([key, who]) => ({ who, ...b.cancelled[key] }));
  return (
    <div className="grid gap-6">
      <p className="text-sm text-slate-700">
        Período {period}; {scope.join(", ")}. Fila de verificação, e-mails e suporte: toda a
        plataforma.
      </p>
      <Section title="Agendamentos">
        <Suspense fallback={<ChartSkeleton />}>
          <DailyChart daily={report.daily} />
        </Suspense>
        <ReportTable
          caption={`Agendamentos ${period}`}
          head={["Indicador", "Quantidade"]}
          rows={[
            ["requested", "Solicitados", b.requested],
            ["approved", "Aprovados", b.approved],
            ["rejected", "Recusados", b.rejected],
            ["expired", "Não respondidos (expirados)", b.expired],
            ["cancelled", "Cancelados", b.cancelled.total],
            ["noShows", "Faltas (não compareceu)", b.noShows],
            ["contests", "Faltas contestadas", b.noShowContests],
          ].map(([key, label, value]) => ({
            key: String(key),
            cells: [label, formatCount(Number(value))],
          }))}
        />
        <ReportTable
          srOnly
          caption="Agendamentos por dia"
          head={["Dia", "Solicitados", "Aprovados", "Recusados", "Não respondidos", "Cancelados"]}
          rows={report.daily.map((d) => ({
            key: d.day,
            cells: [
              longDay(d.day),
              ...[d.requested, d.approved, d.rejected, d.expired, d.cancelled].map(formatCount),
            ],
          }))}
        />
      </Section>
      <Section title="Cancelamentos">
        <Suspense fallback={<ChartSkeleton />}>
          <CancellationChart rows={cancellations} />
        </Suspense>
        <ReportTable
          caption={`Cancelamentos por quem cancelou ${period}`}
          head={["Quem cancelou", "No prazo", "Em cima da hora", "Total"]}
          rows={cancellations.map((c) => ({
            key: c.who,
            cells: [c.who, ...[c.onTime, c.late, c.onTime + c.late].map(formatCount)],
          }))}
        />
      </Section>
      <Section title="Tempo de resposta">
        <p className="text-slate-800">
          Mediana do tempo até aprovar ou recusar uma solicitação:{" "}
          <strong>{formatMinutes(answerTime.medianMinutes)}</strong> (
          {formatCount(answerTime.answered)} respondidas; estimada pelas faixas abaixo).
        </p>
        <Suspense fallback={<ChartSkeleton />}>
          <AnswerTimeChart buckets={answerTime.buckets} />
        </Suspense>
        <ReportTable
          caption="Solicitações respondidas por tempo de resposta"
          head={["Tempo de resposta", "Respostas"]}
          rows={answerTime.buckets.map((bucket, i) => ({
            key: String(bucket.upToMinutes),
            cells: [
              bucketLabel(bucket.upToMinutes, answerTime.buckets[i - 1]?.upToMinutes ?? null),
              formatCount(bucket.count),
            ],
          }))}
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-3">
        <Section title="Fila de verificação">
          <ReportTable
            caption="Profissionais aguardando verificação agora"
            head={["Indicador", "Valor"]}
            rows={[
              { key: "pending", cells: ["Aguardando", formatCount(queue.pending)] },
              {
                key: "oldest",
                cells: [
                  "Mais antigo desde",
                  queue.oldestSince ? formatDateTime(queue.oldestSince) : "—",
                ],
              },
              {
                key: "median",
                cells: [
                  "Espera mediana",
                  formatMinutes(queue.medianAgeHours === null ? null : queue.medianAgeHours * 60),
                ],
              },
            ]}
          />
        </Section>
        <Section title="E-mails">
          <ReportTable
            caption={`E-mails ${period}`}
            head={["Situação", "Quantidade"]}
            rows={[
              { key: "queued", cells: ["Gerados", formatCount(email.queued)] },
              { key: "sent", cells: ["Enviados", formatCount(email.sent)] },
              { key: "failed", cells: ["Com falha", formatCount(email.failed)] },
              { key: "pending", cells: ["Na fila agora", formatCount(email.pendingNow)] },
            ]}
          />
        </Section>
        <Section title="Suporte">
          <ReportTable
            caption={`Chamados de suporte ${period}`}
            head={["Indicador", "Valor"]}
            rows={[
              { key: "opened", cells: ["Abertos", formatCount(support.opened)] },
              { key: "closed", cells: ["Encerrados", formatCount(support.closed)] },
              { key: "open", cells: ["Em aberto agora", formatCount(support.openNow)] },
              {
                key: "oldest",
                cells: [
                  "Mais antigo em aberto desde",
                  support.oldestOpenSince ? formatDateTime(support.oldestOpenSince) : "—",
                ],
              },
            ]}
          />
        </Section>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `report-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card className="grid gap-4 p-4" aria-labelledby={id} role="region">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

const ChartSkeleton = () => <Skeleton className="h-[260px] w-full" />;
