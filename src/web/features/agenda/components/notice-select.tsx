import { CANCELLATION_NOTICE_HOURS, type CancellationNoticeHours } from "@domain/constants";
import { Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { useAgendaSettings } from "../api/get-agenda-settings";
import { useUpdateAgendaSettings } from "../api/update-agenda-settings";

const LABELS: Record<CancellationNoticeHours, string> = {
  0: "Sem antecedência mínima",
  12: "12 horas",
  24: "24 horas",
  48: "48 horas",
};

/**
 * 'Antecedência mínima para cancelar' beside the duration (issue 17, decision 0251): saved on
 * change; sessions already approved keep the notice they were approved with.
 */
export function NoticeSelect({ professionalId }: { professionalId: string }) {
  const settings = useAgendaSettings(professionalId);
  const update = useUpdateAgendaSettings(professionalId);
  const value = settings.data?.cancellationNoticeHours;
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-4">
      <Label htmlFor="cancellation-notice">Antecedência mínima para cancelar</Label>
      <select
        id="cancellation-notice"
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
        value={value ?? ""}
        disabled={value === undefined || update.isPending}
        aria-describedby="cancellation-notice-hint"
        onChange={(e) =>
          update.mutate(
            { cancellationNoticeHours: Number(e.target.value) as CancellationNoticeHours },
            {
              onSuccess: () =>
                toast({ title: "Sucesso", description: "Antecedência para cancelamento salva!" }),
            },
          )
        }
      >
        {CANCELLATION_NOTICE_HOURS.map((hours) => (
          <option key={hours} value={hours}>
            {LABELS[hours]}
          </option>
        ))}
      </select>
      <p id="cancellation-notice-hint" className="text-xs text-slate-700">
        Cancelamentos feitos depois deste prazo são registrados como tardios. Sessões já confirmadas
        mantêm a antecedência de quando foram confirmadas.
      </p>
    </div>
  );
}
