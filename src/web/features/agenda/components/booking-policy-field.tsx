import { BOOKING_POLICY_MAX } from "@domain/booking-policy";
import { Button } from "@web/components/ui/button";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { isApiError } from "@web/lib/api";
import { useState } from "react";
import { useAgendaSettings } from "../api/get-agenda-settings";
import { useUpdateAgendaSettings } from "../api/update-agenda-settings";

/**
 * Issue 31, item 5 (decision 0392): the professional's short cancellation and no-show policy,
 * which the client reads in the booking summary and accepts at "Solicitar". The councils'
 * publicity rules apply (the server's message shows under the field).
 */
export function BookingPolicyField({ professionalId }: { professionalId: string }) {
  const settings = useAgendaSettings(professionalId);
  const update = useUpdateAgendaSettings(professionalId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const saved = settings.data?.bookingPolicy ?? "";
  const value = draft ?? saved;
  const save = () => {
    setError(undefined);
    update.mutate(
      { bookingPolicy: value.trim() || null },
      {
        onSuccess: () => {
          setDraft(null);
          toast({ title: "Sucesso", description: "Política de cancelamento e faltas salva!" });
        },
        onError: (e) => {
          if (isApiError(e, 400)) setError(e.fieldErrors.bookingPolicy?.[0]);
        },
      },
    );
  };
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-4">
      <Label htmlFor="booking-policy">Política de cancelamento e faltas (opcional)</Label>
      <Textarea
        id="booking-policy"
        value={value}
        maxLength={BOOKING_POLICY_MAX}
        disabled={settings.data === undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby="booking-policy-hint booking-policy-erro"
        placeholder="Ex.: Remarcações até 24 horas antes, pelo app. Faltas sem aviso são cobradas."
        onChange={(e) => setDraft(e.target.value)}
      />
      <p id="booking-policy-hint" className="text-xs text-slate-700">
        O cliente lê este texto no resumo antes de solicitar e ele fica registrado no agendamento.
        Sem promoções nem descontos: valem as regras de publicidade do seu conselho.
      </p>
      <FieldError id="booking-policy-erro" message={error} />
      <Button
        type="button"
        variant="outline"
        className="justify-self-end"
        disabled={draft === null || update.isPending}
        onClick={save}
      >
        {update.isPending ? "Salvando..." : "Salvar política"}
      </Button>
    </div>
  );
}
