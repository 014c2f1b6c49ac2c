import { Switch } from "@web/components/ui/switch";
import { toast } from "@web/components/ui/use-toast";
import { useId } from "react";
import { useMessageSettings } from "../api/get-message-settings";
import { useUpdateMessageSettings } from "../api/update-message-settings";

/**
 * Issue 34, item 1 (decision 0406): whether clients who have not booked may write first
 * ("Você atende adolescentes?"), beside 'Atendimento online'. Saved as soon as it is switched.
 */
export function PreBookingMessagesSection() {
  const id = useId();
  const settings = useMessageSettings();
  const save = useUpdateMessageSettings();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2 border-t border-slate-200 pt-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        Mensagens
      </h3>
      {settings.data ? (
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-0.5 text-sm">
            <label htmlFor={id} className="font-medium text-slate-900">
              Receber mensagens de quem ainda não agendou
            </label>
            <p id={`${id}-hint`} className="text-slate-700">
              Desligado, só quem já agendou com você pode escrever.
            </p>
          </div>
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={(save.isPending ? save.variables : settings.data).preBookingMessages}
            disabled={save.isPending}
            onCheckedChange={(on) =>
              save.mutate(
                { preBookingMessages: on },
                { onSuccess: () => toast({ title: "Preferência salva" }) },
              )
            }
          />
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {settings.isError ? "Não foi possível carregar." : "Carregando..."}
        </p>
      )}
    </section>
  );
}
