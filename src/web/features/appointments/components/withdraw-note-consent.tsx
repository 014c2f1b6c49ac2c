import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { useState } from "react";
import { useWithdrawNoteConsent } from "../api/withdraw-note-consent";

/**
 * Issue 31, item 4 (decision 0392): the client withdraws the consent for their note; the effect
 * is said before it happens (the note is erased; the booking stays).
 */
export function WithdrawNoteConsent({ appointmentId }: { appointmentId: string }) {
  const withdraw = useWithdrawNoteConsent();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => setAsking(true)}
      >
        Retirar autorização da observação
      </Button>
    );
  }
  return (
    <section aria-label="Retirar autorização" className="grid gap-2 rounded-md bg-slate-50 p-3">
      <p>
        A observação será apagada e o profissional deixará de vê-la. O agendamento continua como
        está.
      </p>
      <div className="flex gap-2">
        <Button
          type="button"
          size="sm"
          variant="destructive"
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(appointmentId, {
              onSuccess: () => {
                setAsking(false);
                toast({ title: "Autorização retirada", description: "A observação foi apagada." });
              },
            })
          }
        >
          Apagar observação
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setAsking(false)}>
          Manter
        </Button>
      </div>
    </section>
  );
}
