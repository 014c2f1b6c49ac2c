import {
  closeSupportTicketRequestSchema,
  SUPPORT_MESSAGES,
  SUPPORT_OUTCOME_MAX,
} from "@domain/contracts/support";
import { Button } from "@web/components/ui/button";
import { FieldError, Label, Textarea } from "@web/components/ui/input";
import { useState } from "react";

/**
 * 'Encerrar chamado' with what was done: required for a data subject's request (the record of
 * LGPD art. 37 and the complete answer of art. 19), optional otherwise. The person reads it.
 */
export function CloseTicketForm({
  dataSubject,
  pending,
  onClose,
}: {
  dataSubject: boolean;
  pending: boolean;
  onClose: (outcome: string | null) => void;
}) {
  const [outcome, setOutcome] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = closeSupportTicketRequestSchema.safeParse({ outcome });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (dataSubject && !parsed.data.outcome) return setError(SUPPORT_MESSAGES.outcomeRequired);
    setError(undefined);
    onClose(parsed.data.outcome);
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor="support-outcome">
        {dataSubject ? "O que foi feito (obrigatório)" : "O que foi feito (opcional)"}
      </Label>
      <Textarea
        id="support-outcome"
        rows={3}
        maxLength={SUPPORT_OUTCOME_MAX}
        value={outcome}
        onChange={(e) => setOutcome(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          error ? "support-outcome-hint support-outcome-error" : "support-outcome-hint"
        }
      />
      <p id="support-outcome-hint" className="text-xs text-slate-700">
        A pessoa lê este texto no chamado (não vai por e-mail). Fica registrado com a data e quem
        encerrou.
      </p>
      <FieldError id="support-outcome-error" message={error} />
      <Button type="submit" variant="outline" className="justify-self-start" disabled={pending}>
        Encerrar chamado
      </Button>
    </form>
  );
}
