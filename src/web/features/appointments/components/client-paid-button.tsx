import { CPF_DIGITS } from "@domain/constants";
import type { Appointment } from "@domain/contracts/appointments";
import { type ClientPaidRequest, clientPaidRequestSchema } from "@domain/contracts/payments";
import { PAYMENT_MESSAGES } from "@domain/payments";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
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
import { maskCpf } from "@web/lib/format";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import {
  type FieldPath,
  type Resolver,
  type ResolverResult,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import { useMarkClientPaid, useUndoClientPaid } from "../api/payment-marks";

const PAYABLE: ReadonlySet<Appointment["status"]> = new Set(["approved", "confirmed"]);

interface Props {
  appointment: Appointment;
  /** The professional's name. */
  name: string;
}

/**
 * Issue 33, item 3 (decision 0400): the client's 'Já paguei' on an approved or confirmed session
 * nobody marked yet, and 'Desfazer' until the professional marks it received.
 */
export function ClientPaidButton({ appointment: a, name }: Props) {
  const { clientPaidAt, receivedOn } = a.payment;
  if (clientPaidAt && !receivedOn) return <UndoClientPaid appointmentId={a.id} name={name} />;
  if (clientPaidAt || receivedOn || !PAYABLE.has(a.status)) return null;
  return (
    <ClientPaidDialog appointment={a} name={name}>
      <Button size="sm" variant="outline" aria-label={`Já paguei: ${name}`}>
        Já paguei
      </Button>
    </ClientPaidDialog>
  );
}

/**
 * 'Já paguei': the payer's CPF (and who was attended) when the professional issues Receita Saúde,
 * else a plain confirmation. Also what the card's 'Informe seu CPF' opens after the payment was
 * received without it.
 */
export function ClientPaidDialog({
  appointment: a,
  name,
  children,
}: Props & { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Já paguei</DialogTitle>
          <DialogDescription>
            {a.payment.receitaSaude
              ? `${a.professional.firstName} precisa emitir o recibo Receita Saúde desta sessão (IN RFB 2.240/2024). Seu CPF é pedido por obrigação legal e só ${name} o vê.`
              : `Avise ${name} que você pagou esta sessão. Nenhum dinheiro passa pelo Acolher.`}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          a.payment.receitaSaude ? (
            <PayerCpfForm appointmentId={a.id} onDone={() => setOpen(false)} />
          ) : (
            <PlainConfirmation appointmentId={a.id} onDone={() => setOpen(false)} />
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PlainConfirmation({
  appointmentId,
  onDone,
}: {
  appointmentId: string;
  onDone: () => void;
}) {
  const paid = useMarkClientPaid();
  // The promise, not mutate's callback: the marked card drops this dialog first.
  const confirm = () =>
    paid.mutateAsync({ appointmentId }).then(() => {
      onDone();
      toast({
        title: "Pagamento informado",
        description: "O profissional vê isso no agendamento.",
      });
    }, onDone);
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onDone}>
        Cancelar
      </Button>
      <Button type="button" disabled={paid.isPending} onClick={confirm}>
        {paid.isPending ? "Enviando..." : "Confirmar"}
      </Button>
    </DialogFooter>
  );
}

function UndoClientPaid({ appointmentId, name }: { appointmentId: string; name: string }) {
  const undo = useUndoClientPaid();
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={undo.isPending}
      aria-label={`Desfazer 'Já paguei': ${name}`}
      onClick={() => undo.mutate(appointmentId)}
    >
      Desfazer
    </Button>
  );
}

interface CpfFormValues {
  payerCpf: string;
  /** 'A sessão foi para outra pessoa (dependente)'. */
  dependent: boolean;
  beneficiary: { name: string; cpf: string };
}
type PaidBody = Exclude<ClientPaidRequest, undefined>;

const CPF_INPUT_MAX_LENGTH = CPF_DIGITS + 3;
const contractResolver = zodResolver(clientPaidRequestSchema);

/**
 * The contract checks what is sent (its paths, payerCpf and beneficiary.name/cpf, are the form's
 * names); the form adds that the payer's CPF is required, as the server does for Receita Saúde.
 */
const cpfResolver: Resolver<CpfFormValues, unknown, PaidBody> = async (
  values,
  context,
  options,
) => {
  const payerCpf = values.payerCpf.trim();
  if (!payerCpf) {
    return {
      values: {},
      errors: { payerCpf: { type: "required", message: PAYMENT_MESSAGES.cpfRequired } },
    };
  }
  const body = { payerCpf, beneficiary: values.dependent ? values.beneficiary : null };
  const result = await contractResolver(body, context, options as never);
  return result as unknown as ResolverResult<CpfFormValues, PaidBody>;
};

const SERVER_FIELDS: FieldPath<CpfFormValues>[] = [
  "payerCpf",
  "beneficiary.name",
  "beneficiary.cpf",
];

function PayerCpfForm({ appointmentId, onDone }: { appointmentId: string; onDone: () => void }) {
  const paid = useMarkClientPaid();
  const form = useForm<CpfFormValues, unknown, PaidBody>({
    resolver: cpfResolver,
    defaultValues: { payerCpf: "", dependent: false, beneficiary: { name: "", cpf: "" } },
  });
  const dependent = form.watch("dependent");
  const errors = form.formState.errors;
  const submit = form.handleSubmit((body) =>
    paid.mutateAsync({ appointmentId, ...body }).then(
      () => {
        onDone();
        toast({
          title: "Pagamento informado",
          description: "O profissional vê isso no agendamento.",
        });
      },
      (e: unknown) => {
        if (!isApiError(e, 400)) return onDone();
        for (const field of SERVER_FIELDS) {
          const message = e.fieldErrors[field]?.[0];
          if (message) form.setError(field, { message });
        }
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <CpfField
        form={form}
        name="payerCpf"
        label="CPF de quem pagou"
        error={errors.payerCpf?.message}
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${appointmentId}-dependent`}
          checked={dependent}
          onCheckedChange={(checked) => form.setValue("dependent", checked === true)}
        />
        <Label htmlFor={`${appointmentId}-dependent`} className="font-normal">
          A sessão foi para outra pessoa (dependente)
        </Label>
      </div>
      {dependent ? (
        <>
          <TextField
            label="Nome de quem foi atendido"
            error={errors.beneficiary?.name?.message}
            input={form.register("beneficiary.name")}
          />
          <CpfField
            form={form}
            name="beneficiary.cpf"
            label="CPF de quem foi atendido"
            error={errors.beneficiary?.cpf?.message}
          />
        </>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={paid.isPending}>
          {paid.isPending ? "Enviando..." : "Confirmar"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function CpfField({
  form,
  name,
  label,
  error,
}: {
  form: UseFormReturn<CpfFormValues, unknown, PaidBody>;
  name: "payerCpf" | "beneficiary.cpf";
  label: string;
  error: string | undefined;
}) {
  const field = form.register(name);
  return (
    <TextField
      label={label}
      error={error}
      inputMode="numeric"
      placeholder="000.000.000-00"
      maxLength={CPF_INPUT_MAX_LENGTH}
      input={{
        ...field,
        onChange: (e) => {
          e.target.value = maskCpf(e.target.value);
          return field.onChange(e);
        },
      }}
    />
  );
}

function TextField({
  label,
  error,
  input,
  ...props
}: {
  label: string;
  error: string | undefined;
  input: ReturnType<UseFormReturn<CpfFormValues>["register"]>;
} & Pick<ComponentProps<"input">, "inputMode" | "placeholder" | "maxLength">) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
