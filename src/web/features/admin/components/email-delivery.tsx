import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { MailWarning } from "lucide-react";
import { useEmailDelivery } from "../api/get-email-delivery";
import { formatDateTime } from "../lib/when";

const numbers = new Intl.NumberFormat("pt-BR");

/**
 * The dead letters (decision 0246): e-mails given up after every attempt, and the last error,
 * so an admin notices a broken SMTP configuration instead of users missing their e-mails.
 */
export function EmailDelivery() {
  const { data, isError } = useEmailDelivery();
  return (
    <section aria-labelledby="email-delivery" className="grid gap-3">
      <h2 id="email-delivery" className="text-lg font-semibold text-slate-900">
        Entrega de e-mails
      </h2>
      {isError ? (
        <p className="text-sm text-red-800">
          Não foi possível carregar a entrega de e-mails. Tente novamente.
        </p>
      ) : data ? (
        <Card className="grid gap-2 p-4">
          <p className="flex items-center gap-3">
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${data.dead ? "bg-red-50 text-red-700" : "bg-teal-50 text-teal-700"}`}
            >
              <MailWarning aria-hidden="true" className="size-5" />
            </span>
            <span className="text-slate-900">
              <span className="text-2xl font-semibold tabular-nums">
                {numbers.format(data.dead)}
              </span>{" "}
              {data.dead === 1 ? "e-mail não entregue" : "e-mails não entregues"} após todas as
              tentativas
            </span>
          </p>
          {data.lastError ? (
            <p className="text-sm text-slate-700">
              Último erro ({formatDateTime(data.lastError.at)}):{" "}
              <code className="break-all text-slate-900">{data.lastError.message}</code>
            </p>
          ) : (
            <p className="text-sm text-slate-700">Nenhum e-mail foi perdido.</p>
          )}
        </Card>
      ) : (
        <Skeleton role="status" aria-label="Carregando entrega de e-mails" className="h-[74px]" />
      )}
    </section>
  );
}
