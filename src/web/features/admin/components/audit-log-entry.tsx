import type { AdminAction, AuditLogEntry } from "@domain/contracts/admin";
import { roleLabel } from "@domain/text";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { fullName } from "@web/lib/format";
import { AUDIT_ACTION_LABEL, auditWhy } from "../lib/labels";
import { formatDateTime } from "../lib/when";

const ACTION_TONE: Record<AdminAction, "red" | "green" | "teal" | "yellow"> = {
  ban: "red",
  unban: "green",
  approve: "teal",
  reject: "yellow",
  hide_review: "red",
  keep_review: "green",
  hide_content: "red",
  keep_content: "green",
};

/**
 * One line of the platform-wide log: what and when, about whom, by which admin and why. One
 * column on a phone, three side by side from md up.
 */
export function AuditLogEntryCard({ entry }: { entry: AuditLogEntry }) {
  const { target } = entry;
  return (
    <Card className="grid gap-3 p-4 md:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)] md:gap-6">
      <div className="grid content-start justify-items-start gap-1">
        <Badge tone={ACTION_TONE[entry.action]}>{AUDIT_ACTION_LABEL[entry.action]}</Badge>
        <time dateTime={entry.createdAt} className="text-sm text-slate-700">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <div className="grid min-w-0 content-start gap-0.5">
        <p className="font-medium text-slate-900">{fullName(target)}</p>
        <p className="text-sm text-slate-700">
          {roleLabel(target.role)} · <span className="break-all">{target.email}</span>
        </p>
        <p className="text-xs break-all text-slate-700">ID {target.id}</p>
      </div>
      <div className="grid min-w-0 content-start gap-1 text-sm">
        <p className="text-slate-700">
          Por <span className="font-medium text-slate-900">{fullName(entry.admin)}</span>
        </p>
        {auditWhy(entry).map(({ label, text }) => (
          <p key={label} className="break-words whitespace-pre-line text-slate-800">
            <span className="font-medium">{label}:</span> {text}
          </p>
        ))}
      </div>
    </Card>
  );
}
