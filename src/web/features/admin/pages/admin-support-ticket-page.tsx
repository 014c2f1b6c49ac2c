import { SUPPORT_TOPICS } from "@domain/legal";
import { roleLabel } from "@domain/text";
import { Badge } from "@web/components/ui/badge";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/use-toast";
import { MessageForm } from "@web/features/support/components/message-form";
import { TicketStatus } from "@web/features/support/components/ticket-status";
import { TicketThread } from "@web/features/support/components/ticket-thread";
import { isApiError } from "@web/lib/api";
import { formatDate, formatDateTime } from "@web/lib/dates";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { useAnswerSupportTicket } from "../api/answer-support-ticket";
import { useCloseSupportTicket } from "../api/close-support-ticket";
import { useAdminSupportTicket } from "../api/get-admin-support-ticket";
import { CloseTicketForm } from "../components/close-ticket-form";
import { requesterName } from "../components/support-queue-item";
import { ageText, deadlineText } from "../lib/support-deadline";

/** /admin/suporte/:id: who wrote, the deadline, the thread, 'Responder' and 'Encerrar'. */
export function AdminSupportTicketPage() {
  usePageTitle("Chamado no suporte");
  const { id = "" } = useParams<{ id: string }>();
  const ticket = useAdminSupportTicket(id);
  const answer = useAnswerSupportTicket(id);
  const close = useCloseSupportTicket(id);
  const t = ticket.data;
  const deadline = t ? deadlineText(t) : null;
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-5">
      <Link
        href="/admin/suporte"
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-teal-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar para o suporte
      </Link>
      {ticket.isPending ? (
        <div role="status" aria-label="Carregando chamado" className="grid gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-24" />
        </div>
      ) : !t ? (
        <p className="text-slate-700">
          {isApiError(ticket.error, 404)
            ? "Chamado não encontrado."
            : "Não foi possível carregar o chamado. Tente novamente."}
        </p>
      ) : (
        <>
          <header className="grid gap-2">
            <h1 className="text-2xl font-semibold">{SUPPORT_TOPICS[t.topic].label}</h1>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <TicketStatus status={t.status} />
              {t.dataSubject ? <Badge tone="teal">Pedido LGPD</Badge> : null}
              {t.overdue ? <Badge tone="red">Atrasado</Badge> : null}
              <span>{ageText(t)}</span>
              {deadline ? (
                <span>
                  · {deadline} ({formatDate(t.dueAt)})
                </span>
              ) : null}
            </p>
            <p className="break-words text-sm text-slate-800">
              {requesterName(t.requester)} · {t.requester.email}
              {` · ${roleLabel(t.requester.role)}`}
            </p>
          </header>
          <TicketThread messages={t.messages} personLabel={requesterName(t.requester)} />
          {t.status === "closed" ? (
            <div className="grid gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
              <p className="font-semibold text-slate-900">
                Encerrado{t.closedAt ? ` em ${formatDateTime(t.closedAt)}` : ""}
              </p>
              {t.outcome ? (
                <p className="whitespace-pre-line break-words text-slate-800">
                  <span className="font-medium">O que foi feito:</span> {t.outcome}
                </p>
              ) : null}
            </div>
          ) : (
            <>
              <Card className="p-4 sm:p-6">
                <MessageForm
                  id="support-answer"
                  label="Responder"
                  hint="A pessoa lê a resposta no Acolher e recebe um e-mail avisando, sem o texto."
                  submitLabel="Enviar resposta"
                  pending={answer.isPending}
                  onSend={(message) =>
                    answer.mutateAsync({ message }).then(() => toast({ title: "Resposta enviada" }))
                  }
                />
              </Card>
              <Card className="p-4 sm:p-6">
                <CloseTicketForm
                  dataSubject={t.dataSubject}
                  pending={close.isPending}
                  onClose={(outcome) =>
                    close.mutate(
                      { outcome },
                      { onSuccess: () => toast({ title: "Chamado encerrado" }) },
                    )
                  }
                />
              </Card>
            </>
          )}
        </>
      )}
    </section>
  );
}
