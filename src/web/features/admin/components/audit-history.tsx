import type { AuditEntry } from "@domain/contracts/admin";
import { fullName } from "@web/lib/format";
import { useId } from "react";
import { useUserDetail } from "../api/get-user-detail";
import { AUDIT_ACTION_LABEL, auditWhy } from "../lib/labels";
import { formatDateTime } from "../lib/when";

/** The admins' decisions about one account, newest first (decision 0103). */
export function AuditHistory({ userId }: { userId: string }) {
  const { data, isPending, isError } = useUserDetail(userId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Histórico de ações
      </h3>
      {isPending ? (
        <p role="status" className="text-sm text-slate-700">
          Carregando histórico...
        </p>
      ) : isError ? (
        <p className="text-sm text-red-800">Não foi possível carregar o histórico.</p>
      ) : data.history.length === 0 ? (
        <p className="text-sm text-slate-700">Nenhuma ação administrativa registrada.</p>
      ) : (
        <ol className="grid gap-2">
          {data.history.map((entry) => (
            <HistoryEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-900">{AUDIT_ACTION_LABEL[entry.action]}</p>
      <p className="text-slate-700">
        {formatDateTime(entry.createdAt)} por {fullName(entry.admin)}
      </p>
      {auditWhy(entry).map(({ label, text }) => (
        <p key={label} className="mt-1 text-slate-800">
          {label}: {text}
        </p>
      ))}
    </li>
  );
}
