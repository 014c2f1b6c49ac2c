import type { Appointment } from "@domain/contracts/appointments";
import type { AppointmentPix } from "@domain/contracts/pix";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api";
import { formatPrice } from "@web/lib/format";
import { useId, useState } from "react";
import { useAppointmentPix } from "../api/get-appointment-pix";

const PAYABLE: ReadonlySet<Appointment["status"]> = new Set(["approved", "confirmed"]);

/**
 * Issue 33, item 2 (decision 0399): 'Pagar com Pix' on the client's card of an approved or
 * confirmed session whose professional registered a key: the session's QR code and 'Pix Copia e
 * Cola', paid straight to the professional.
 */
export function PayWithPix({ appointment, name }: { appointment: Appointment; name: string }) {
  const [open, setOpen] = useState(false);
  if (!appointment.payment.pixAvailable || !PAYABLE.has(appointment.status)) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Pagar com Pix: ${name}`}>
          Pagar com Pix
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Pagar com Pix</DialogTitle>
          <DialogDescription>
            O pagamento vai direto para {name}. Nenhum dinheiro passa pelo Acolher e nenhuma empresa
            de pagamentos participa.
          </DialogDescription>
        </DialogHeader>
        {open ? <PixCode appointmentId={appointment.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PixCode({ appointmentId }: { appointmentId: string }) {
  const pix = useAppointmentPix(appointmentId);
  if (pix.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {serverMessage(pix.error, "Não foi possível gerar o código Pix. Tente novamente.")}
      </p>
    );
  }
  if (!pix.data) return <p className="text-sm text-slate-700">Gerando o código Pix...</p>;
  return <PixCodeView pix={pix.data} />;
}

function PixCodeView({ pix }: { pix: AppointmentPix }) {
  const codeId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pix.payload);
      toast({ title: "Código copiado", description: "Cole-o no aplicativo do seu banco." });
    } catch {
      toast({
        title: "Não foi possível copiar",
        description: "Selecione o código e copie-o manualmente.",
        variant: "destructive",
      });
    }
  };
  return (
    <div className="grid gap-3">
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.qrSvg)}`}
        alt="QR Code do Pix desta sessão"
        className="mx-auto size-56"
      />
      <p className="text-center text-2xl font-semibold text-slate-900">
        R$ {formatPrice(pix.amount)}
      </p>
      <p className="text-center text-sm text-slate-700">
        Para {pix.name} · {pix.city}
      </p>
      <div className="grid gap-2">
        <Label htmlFor={codeId}>Pix Copia e Cola</Label>
        <Textarea
          id={codeId}
          readOnly
          rows={4}
          value={pix.payload}
          className="font-mono text-xs break-all"
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <Button type="button" onClick={copy}>
        Copiar código
      </Button>
      <p className="text-xs text-slate-700">
        Abra o aplicativo do seu banco, escolha pagar com Pix e leia o QR Code ou cole o código.
        Confira o nome antes de confirmar.
      </p>
    </div>
  );
}
