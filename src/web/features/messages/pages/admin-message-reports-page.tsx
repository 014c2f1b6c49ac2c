import { MESSAGE_REPORT_REASONS, type MessageReportReason } from "@domain/messages";
import { Button } from "@web/components/ui/button";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { cn } from "@web/lib/cn";
import { formatDateTime } from "@web/lib/dates";
import { usePageTitle } from "@web/lib/use-page-title";
import { useId, useState } from "react";
import { type MessageReport, useMessageReports } from "../api/get-message-reports";
import { useResolveMessageReport } from "../api/resolve-message-report";

/**
 * /admin/mensagens (issue 34, decision 0406): the reported messages, oldest first, each with
 * its conversation: the only conversations an admin reads. Closed with what was done.
 */
export function AdminMessageReportsPage() {
  usePageTitle("Mensagens denunciadas");
  const reports = useMessageReports();
  return (
    <section className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Mensagens denunciadas
        </h1>
        <p className="text-slate-700">
          Só as conversas com uma mensagem denunciada aparecem aqui, enquanto a denúncia está
          aberta. Ao encerrar, descreva o que foi feito.
        </p>
      </header>
      {reports.isPending ? (
        <p className="text-slate-700">Carregando...</p>
      ) : reports.isError ? (
        <p className="text-slate-700">Não foi possível carregar. Tente novamente.</p>
      ) : reports.data.length === 0 ? (
        <p className="text-slate-700">Nenhuma mensagem denunciada aguardando análise.</p>
      ) : (
        <ul aria-label="Mensagens denunciadas" className="grid gap-4">
          {reports.data.map((r) => (
            <ReportCard key={r.id} report={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportCard({ report: r }: { report: MessageReport }) {
  const nameOf = (sender: "client" | "professional") =>
    sender === "client" ? r.client.name : r.professional.name;
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-800">
        <span className="font-semibold">
          {MESSAGE_REPORT_REASONS[r.reason as MessageReportReason] ?? r.reason}
        </span>{" "}
        · denunciada por {r.reporterName} em {formatDateTime(r.createdAt)} · conversa entre{" "}
        {r.client.name} (cliente) e {r.professional.name} (profissional)
      </p>
      <ol
        aria-label={`Conversa entre ${r.client.name} e ${r.professional.name}`}
        className="grid gap-1"
      >
        {r.messages.map((m) => (
          <li
            key={m.id}
            className={cn(
              "rounded-lg px-3 py-2 text-sm",
              m.id === r.reportedMessageId ? "border border-red-300 bg-red-50" : "bg-slate-50",
            )}
          >
            <span className="font-medium">{nameOf(m.sender)}</span>{" "}
            <span className="text-xs text-slate-700">{formatDateTime(m.createdAt)}</span>
            {m.id === r.reportedMessageId ? (
              <span className="ml-1 text-xs font-semibold text-red-800">(denunciada)</span>
            ) : null}
            <p className="whitespace-pre-line break-words">{m.body ?? "Mensagem removida"}</p>
          </li>
        ))}
      </ol>
      <ResolveForm reportId={r.id} />
    </li>
  );
}

function ResolveForm({ reportId }: { reportId: string }) {
  const id = useId();
  const [outcome, setOutcome] = useState("");
  const [error, setError] = useState<string | undefined>();
  const resolve = useResolveMessageReport(reportId);
  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const text = outcome.trim();
        if (text.length < 3) return setError("Descreva o que foi feito.");
        setError(undefined);
        resolve.mutate(text, { onSuccess: () => toast({ title: "Denúncia encerrada" }) });
      }}
    >
      <Label htmlFor={id}>Descreva o que foi feito</Label>
      <Textarea
        id={id}
        rows={2}
        maxLength={500}
        value={outcome}
        onChange={(event) => setOutcome(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error} />
      <Button type="submit" size="sm" className="justify-self-start" disabled={resolve.isPending}>
        Encerrar denúncia
      </Button>
    </form>
  );
}
