import type { AdminReport } from "@domain/contracts/admin-reports";
import { type CsvCell, toCsv } from "@server/shared/csv";

/**
 * The report as a spreadsheet opens it in Brazil (decision 0405): ';' between cells, a decimal
 * comma, UTF-8 with a BOM (so accents read right), CRLF lines. A cell a spreadsheet would read
 * as a formula (starting with =, +, -, @, a tab or a carriage return) gets a leading "'".
 */
export function adminReportCsv(report: AdminReport): string {
  const { bookings: b, answerTime, verificationQueue: queue, email, support } = report;
  const lines: CsvCell[][] = [
    ["Relatório Acolher", `${report.from} a ${report.to}`],
    ["Especialidade", report.specialty ?? "Todas"],
    ["Cidade", report.city ?? "Todas"],
    [],
    ["Indicador", "Valor"],
    ["Agendamentos solicitados", b.requested],
    ["Aprovados", b.approved],
    ["Recusados", b.rejected],
    ["Não respondidos (expirados)", b.expired],
    ["Cancelados", b.cancelled.total],
    ["Cancelados pelo cliente, no prazo", b.cancelled.client.onTime],
    ["Cancelados pelo cliente, em cima da hora", b.cancelled.client.late],
    ["Cancelados pelo profissional, no prazo", b.cancelled.professional.onTime],
    ["Cancelados pelo profissional, em cima da hora", b.cancelled.professional.late],
    ["Cancelados pela administração, no prazo", b.cancelled.admin.onTime],
    ["Cancelados pela administração, em cima da hora", b.cancelled.admin.late],
    ["Faltas (não compareceu)", b.noShows],
    ["Faltas contestadas", b.noShowContests],
    ["Solicitações respondidas", answerTime.answered],
    ["Mediana do tempo de resposta (horas)", hours(answerTime.medianMinutes)],
    ["Profissionais aguardando verificação", queue.pending],
    ["Mais antigo aguardando desde", queue.oldestSince ?? ""],
    ["Mediana de espera na verificação (horas)", queue.medianAgeHours ?? ""],
    ["E-mails gerados", email.queued],
    ["E-mails enviados", email.sent],
    ["E-mails com falha", email.failed],
    ["E-mails na fila agora", email.pendingNow],
    ["Chamados de suporte abertos", support.opened],
    ["Chamados de suporte encerrados", support.closed],
    ["Chamados em aberto agora", support.openNow],
    ["Chamado aberto mais antigo desde", support.oldestOpenSince ?? ""],
    [],
    ["Dia", "Solicitados", "Aprovados", "Recusados", "Expirados", "Cancelados"],
    ...report.daily.map((d) => [
      d.day,
      d.requested,
      d.approved,
      d.rejected,
      d.expired,
      d.cancelled,
    ]),
  ];
  return toCsv(lines);
}

const hours = (minutes: number | null) => (minutes === null ? "" : minutes / 60);
