import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest } from "@web/lib/api";
import { messagesKeys } from "@web/lib/query-keys";
import { useId } from "react";

type Settings = { preBookingMessages: boolean };

/**
 * Issue 34, item 1 (decision 0406): whether clients who have not booked may write first
 * ("Você atende adolescentes?"). Saved as soon as it is switched.
 */
export function PreBookingMessagesSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: messagesKeys.settings(),
    queryFn: () => apiRequest<Settings>("GET", "/api/agenda/messages"),
  });
  const save = useMutation({
    mutationFn: (body: Settings) => apiRequest<Settings>("PUT", "/api/agenda/messages", body),
    meta: {
      errorToast: {
        title: "Não foi possível salvar",
        description: "Tente novamente.",
        serverMessage: true,
      },
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(messagesKeys.settings(), saved);
      toast({ title: "Preferência salva" });
    },
  });
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 border-t border-slate-200 pt-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        Mensagens
      </h3>
      {settings.data ? (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={settings.data.preBookingMessages}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ preBookingMessages: event.target.checked })}
          />
          <span>
            Receber mensagens de quem ainda não agendou
            <span className="block text-slate-700">
              Desligado, só quem já agendou com você pode escrever.
            </span>
          </span>
        </label>
      ) : (
        <p className="text-sm text-slate-700">
          {settings.isError ? "Não foi possível carregar." : "Carregando..."}
        </p>
      )}
    </section>
  );
}
