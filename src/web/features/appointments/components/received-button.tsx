import type { Appointment } from "@domain/contracts/appointments";
import { type ReceivedRequest, receivedRequestSchema } from "@domain/contracts/payments";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "@domain/payments";
import { nowInZone } from "@domain/time";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { isApiError } from "@web/lib/api";
import { type ReactNode, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useMarkReceived, useUndoReceived } from "../api/payment-marks";

const PAYABLE: ReadonlySet<Appointment["status"]> = new Set(["approved", "confirmed"]);
const FIELDS = ["receivedOn", "amount", "method"] as const;
type ReceivedBody = z.output<typeof receivedRequestSchema>;

interface Props {
  appointment: Appointment;
  /** The client's name. */
  name: string;
}

/**
 * Issue 33, item 3 (decision 0400): the professional's 'Pagamento recebido' on an approved or
 * confirmed session, and 'Desfazer recebimento' (asking first) once it was marked.
 */
export function ReceivedButton({ appointment: a, name }: Props) {
  const [open, setOpen] = useState(false);
  if (a.payment.receivedOn) return <UndoReceived appointmentId={a.id} name={name} />;
  if (!PAYABLE.has(a.status)) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Pagamento recebido: ${name}`}>
          Pagamento recebido
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Pagamento recebido</DialogTitle>
          <DialogDescription>
            Registre o pagamento que {name} fez direto a você. {name} verá que foi recebido.
          </DialogDescription>
        </DialogHeader>
        {open ? <ReceivedForm appointment={a} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** "180.00" → "180,00", as typed in Brazil (no thousands' dot: the contract reads one comma). */
const typedAmount = (price: string | null | undefined) => {
  const value = Number(price);
  return price && Number.isFinite(value) ? value.toFixed(2).replace(".", ",") : "";
};

function ReceivedForm({
  appointment: a,
  onDone,
}: {
  appointment: Appointment;
  onDone: () => void;
}) {
  const received = useMarkReceived();
  const today = nowInZone(a.timeZone, new Date()).date;
  const form = useForm<ReceivedRequest, unknown, ReceivedBody>({
    resolver: zodResolver(receivedRequestSchema),
    defaultValues: {
      receivedOn: today,
      amount: typedAmount(a.acceptedPolicy?.price),
      method: "pix",
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) =>
    received.mutateAsync({ appointmentId: a.id, ...body }).then(
      () => {
        onDone();
        toast({ title: "Pagamento registrado", description: "O cliente foi avisado." });
      },
      (e: unknown) => {
        // A 409 (already received, no longer payable): its toast says why, the card refreshes.
        if (!isApiError(e, 400)) return onDone();
        for (const field of FIELDS) {
          const message = e.fieldErrors[field]?.[0];
          if (message) form.setError(field, { message });
        }
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field label="Data do recebimento" error={errors.receivedOn?.message}>
        {(props) => <Input type="date" max={today} {...props} {...form.register("receivedOn")} />}
      </Field>
      <Field label="Valor (R$)" error={errors.amount?.message}>
        {(props) => (
          <Input
            inputMode="decimal"
            placeholder="Ex.: 150,00"
            {...props}
            {...form.register("amount")}
          />
        )}
      </Field>
      <Field label="Forma de pagamento" error={errors.method?.message}>
        {(props) => (
          <select
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
            {...props}
            {...form.register("method")}
          >
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {PAYMENT_METHOD_LABELS[method]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={received.isPending}>
          {received.isPending ? "Salvando..." : "Salvar"}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      })}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function UndoReceived({ appointmentId, name }: { appointmentId: string; name: string }) {
  const undo = useUndoReceived();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    undo.mutateAsync(appointmentId).then(
      () => setOpen(false),
      () => setOpen(false),
    );
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Desfazer recebimento: ${name}`}>
          Desfazer recebimento
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Desfazer recebimento?</AlertDialogTitle>
        <AlertDialogDescription>
          O pagamento de {name} volta a constar como não recebido, no card e no Financeiro.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Voltar</AlertDialogCancel>
          <Button type="button" disabled={undo.isPending} onClick={confirm}>
            {undo.isPending ? "Desfazendo..." : "Desfazer recebimento"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
