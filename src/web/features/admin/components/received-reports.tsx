import { formatDateTime } from "../lib/when";

interface Report<R extends string> {
  id: string;
  reason: R;
  details: string | null;
  createdAt: string;
}

/** The reports an item received, each with its reason's label, details and moment. */
export function ReceivedReports<R extends string>({
  reports,
  labels,
}: {
  reports: readonly Report<R>[];
  labels: Record<R, string>;
}) {
  return (
    <ul aria-label="Denúncias recebidas" className="grid gap-2 text-sm">
      {reports.map((report) => (
        <li key={report.id} className="rounded-md bg-slate-50 p-2">
          <p className="font-medium text-slate-900">{labels[report.reason]}</p>
          {report.details ? (
            <p className="whitespace-pre-line break-words text-slate-800">{report.details}</p>
          ) : null}
          <p className="text-xs text-slate-700">{formatDateTime(report.createdAt)}</p>
        </li>
      ))}
    </ul>
  );
}
