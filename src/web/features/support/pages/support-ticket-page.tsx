import { SUPPORT_TOPICS } from "@domain/legal";
import { isAnswerOwed, SUPPORT_PATH } from "@domain/support";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError } from "@web/lib/api";
import { formatDate, formatDateTime } from "@web/lib/dates";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "wouter";
import { useSupportTicket } from "../api/get-support-ticket";
import { useSendSupportMessage } from "../api/send-support-message";
import { MessageForm } from "../components/message-form";
import { DataSubjectBadge, TicketStatus } from "../components/ticket-status";
import { TicketThread } from "../components/ticket-thread";

/** /suporte/:id: one of the person's tickets, its thread and a reply box until it is closed. */
export function SupportTicketPage() {
  usePageTitle("Chamado no suporte");
  const { id = "" } = useParams<{ id: string }>();
  const ticket = useSupportTicket(id);
  const send = useSendSupportMessage(id);
  const t = ticket.data;
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-5">
      <Link
        href={SUPPORT_PATH}
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-teal-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Meus chamados
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
              {t.dataSubject ? <DataSubjectBadge /> : null}
              <span>Aberto em {formatDateTime(t.createdAt)}</span>
              {isAnswerOwed(t) ? <span>· resposta até {formatDate(t.dueAt)}</span> : null}
            </p>
          </header>
          <TicketThread messages={t.messages} personLabel="Você" />
          {t.status === "closed" ? (
            <div className="grid gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
              <p className="font-semibold text-slate-900">
                Chamado encerrado{t.closedAt ? ` em ${formatDateTime(t.closedAt)}` : ""}
              </p>
              {t.outcome ? (
                <p className="whitespace-pre-line break-words text-slate-800">
                  <span className="font-medium">O que foi feito:</span> {t.outcome}
                </p>
              ) : null}
              <p className="text-slate-700">
                Precisa de mais alguma coisa?{" "}
                <Link href={SUPPORT_PATH} className="font-medium text-teal-800 underline">
                  Abra um novo chamado
                </Link>
                .
              </p>
            </div>
          ) : (
            <MessageForm
              id="support-reply"
              label="Responder"
              submitLabel="Enviar mensagem"
              pending={send.isPending}
              onSend={(message) => send.mutateAsync({ message })}
            />
          )}
        </>
      )}
    </section>
  );
}
