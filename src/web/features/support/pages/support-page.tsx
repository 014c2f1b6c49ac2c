import { SUPPORT_TOPICS } from "@domain/legal";
import { isAnswerOwed, SUPPORT_PATH } from "@domain/support";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDate } from "@web/lib/dates";
import { usePageTitle } from "@web/lib/use-page-title";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { useCreateSupportTicket } from "../api/create-support-ticket";
import { useSupportTickets } from "../api/get-support-tickets";
import { NewTicketForm } from "../components/new-ticket-form";
import { DataSubjectBadge, TicketStatus } from "../components/ticket-status";

/**
 * /suporte, 'Fale com o suporte' (decision 0390): the person's tickets, newest first, and
 * 'Novo chamado' (open at once when there is none yet). Sending opens the new ticket's page.
 */
export function SupportPage() {
  usePageTitle("Suporte");
  const list = useSupportTickets();
  const create = useCreateSupportTicket();
  const [, navigate] = useLocation();
  const [formOpen, setFormOpen] = useState(false);
  const tickets = list.data?.tickets ?? [];
  const showForm = formOpen || (list.isSuccess && tickets.length === 0);
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">Fale com o suporte</h1>
        <p className="text-slate-700">
          Escreva para a equipe do Acolher. Respondemos aqui, em até 5 dias; pedidos sobre os seus
          dados pessoais (acesso, correção, exclusão, portabilidade, compartilhamento, revogação de
          consentimento), em até 15 dias. Avisamos por e-mail quando houver resposta.
        </p>
      </header>
      {showForm ? (
        <Card className="grid gap-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">Novo chamado</h2>
          <NewTicketForm
            pending={create.isPending}
            onSubmit={(ticket) =>
              create.mutate(ticket, {
                onSuccess: (created) => navigate(`${SUPPORT_PATH}/${created.id}`),
              })
            }
          />
        </Card>
      ) : (
        <Button className="justify-self-start" onClick={() => setFormOpen(true)}>
          <Plus aria-hidden="true" />
          Novo chamado
        </Button>
      )}
      <div className="grid gap-3">
        <h2 className="text-lg font-semibold">Meus chamados</h2>
        {list.isPending ? (
          <div role="status" aria-label="Carregando chamados" className="grid gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : list.isError ? (
          <p className="text-sm text-red-800">
            Não foi possível carregar os seus chamados. Tente novamente.
          </p>
        ) : tickets.length === 0 ? (
          <p className="text-slate-700">Você ainda não abriu nenhum chamado.</p>
        ) : (
          <ul aria-label="Meus chamados" className="grid gap-3">
            {tickets.map((t) => (
              <li key={t.id}>
                <Link
                  href={`${SUPPORT_PATH}/${t.id}`}
                  className="grid gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-teal-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">
                      {SUPPORT_TOPICS[t.topic].label}
                    </span>
                    <TicketStatus status={t.status} />
                    {t.dataSubject ? <DataSubjectBadge /> : null}
                  </span>
                  <span className="text-sm text-slate-700">
                    Aberto em {formatDate(t.createdAt)}
                    {isAnswerOwed(t) ? ` · resposta até ${formatDate(t.dueAt)}` : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
