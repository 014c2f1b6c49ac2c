import {
  type CreateSupportTicketRequest,
  createSupportTicketRequestSchema,
  SUPPORT_MESSAGE_MAX,
} from "@domain/contracts/support";
import { SUPPORT_TOPIC_KEYS, SUPPORT_TOPICS, supportAnswerDays } from "@domain/legal";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { useForm } from "react-hook-form";
import type { z } from "zod";

type Values = z.input<typeof createSupportTicketRequestSchema>;

const PLAIN = SUPPORT_TOPIC_KEYS.filter((k) => !SUPPORT_TOPICS[k].dataSubject);
const DATA_SUBJECT = SUPPORT_TOPIC_KEYS.filter((k) => SUPPORT_TOPICS[k].dataSubject);

const SELECT =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 aria-[invalid=true]:border-red-600";

/** 'Novo chamado': the topic (the data subject's requests in their own group) and the text. */
export function NewTicketForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (ticket: CreateSupportTicketRequest) => void;
}) {
  const form = useForm<Values, unknown, z.output<typeof createSupportTicketRequestSchema>>({
    resolver: zodResolver(createSupportTicketRequestSchema),
    defaultValues: { topic: "" as Values["topic"], message: "" },
  });
  const topicError = form.formState.errors.topic?.message;
  const messageError = form.formState.errors.message?.message;
  const topic = form.watch("topic");
  const days = topic && topic in SUPPORT_TOPICS ? supportAnswerDays(topic) : null;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="support-topic">Assunto</Label>
        <select
          id="support-topic"
          className={SELECT}
          aria-invalid={topicError ? true : undefined}
          aria-describedby={
            topicError ? "support-topic-hint support-topic-error" : "support-topic-hint"
          }
          {...form.register("topic")}
        >
          <option value="">Escolha o assunto</option>
          <optgroup label="Atendimento">
            {PLAIN.map((key) => (
              <option key={key} value={key}>
                {SUPPORT_TOPICS[key].label}
              </option>
            ))}
          </optgroup>
          <optgroup label="Meus dados pessoais (LGPD)">
            {DATA_SUBJECT.map((key) => (
              <option key={key} value={key}>
                {SUPPORT_TOPICS[key].label}
              </option>
            ))}
          </optgroup>
        </select>
        <p id="support-topic-hint" className="text-xs text-slate-700">
          {days
            ? `Respondemos em até ${days} dias.`
            : "Respondemos em até 5 dias; pedidos sobre os seus dados pessoais, em até 15 dias."}
        </p>
        <FieldError id="support-topic-error" message={topicError} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="support-message">Mensagem</Label>
        <Textarea
          id="support-message"
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={
            messageError ? "support-message-hint support-message-error" : "support-message-hint"
          }
          {...form.register("message")}
        />
        <p id="support-message-hint" className="text-xs text-slate-700">
          Conte o que aconteceu. Não precisa escrever dados de saúde nem senhas.
        </p>
        <FieldError id="support-message-error" message={messageError} />
      </div>
      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? "Enviando..." : "Enviar chamado"}
      </Button>
    </form>
  );
}
