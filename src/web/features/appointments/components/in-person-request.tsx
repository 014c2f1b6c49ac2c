import { hasStarted } from "@domain/appointments";
import { LIVE_STATUSES } from "@domain/constants";
import type { Appointment } from "@domain/contracts/appointments";
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
import { toast } from "@web/components/ui/use-toast";
import { useState } from "react";
import { useAnswerInPerson } from "../api/answer-in-person";
import { useRequestInPerson } from "../api/request-in-person";

/** An online session still to come: the only one that may turn in-person (issue 32, item 4). */
const stillOnline = (a: Appointment, now: Date) =>
  a.serviceType === "online" &&
  (LIVE_STATUSES as readonly string[]).includes(a.status) &&
  !hasStarted(a, now);

/**
 * 'Prefiro atendimento presencial' (issue 32, item 4; Lei 14.510/2022; decision 0396). The
 * client of an online session still to come, whose professional has an office, asks for it in
 * person; the professional then sees the request with 'Aceitar presencial' and 'Manter online'.
 */
export function InPersonRequest({
  appointment: a,
  viewer,
  otherName,
}: {
  appointment: Appointment;
  viewer: "client" | "professional";
  /** The other party's name: the professional's for the client, the client's for the professional. */
  otherName: string;
}) {
  if (!stillOnline(a, new Date())) return null;
  if (viewer === "professional") {
    return a.inPersonRequestedAt ? <InPersonAnswer appointment={a} clientName={otherName} /> : null;
  }
  if (a.inPersonRequestedAt) {
    return (
      <p role="status" className="mt-1 text-sm font-medium text-teal-800">
        Pedido de atendimento presencial enviado
      </p>
    );
  }
  // The card shows the office of a professional who sees clients in person; none, no request.
  if (!a.professional.professionalProfile.officeAddress) return null;
  return <InPersonButton appointmentId={a.id} professionalName={otherName} />;
}

function InPersonButton({
  appointmentId,
  professionalName,
}: {
  appointmentId: string;
  professionalName: string;
}) {
  const request = useRequestInPerson();
  const [open, setOpen] = useState(false);
  const send = () =>
    request.mutateAsync(appointmentId).then(
      () => {
        setOpen(false);
        toast({ title: "Pedido enviado", description: `${professionalName} foi avisado(a).` });
      },
      () => setOpen(false),
    );
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" className="mt-2">
          Prefiro atendimento presencial
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Pedir atendimento presencial</AlertDialogTitle>
        <AlertDialogDescription>
          Você tem o direito de recusar o atendimento a distância e pedir o presencial (Lei
          8.080/1990, art. 26-A, incluído pela Lei 14.510/2022). {professionalName} será avisado(a)
          e poderá aceitar, passando a sessão para o consultório no mesmo dia e horário, ou manter
          online. Até a resposta, a sessão continua como está.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Voltar</AlertDialogCancel>
          <Button type="button" disabled={request.isPending} onClick={send}>
            {request.isPending ? "Enviando..." : "Pedir atendimento presencial"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function InPersonAnswer({
  appointment,
  clientName,
}: {
  appointment: Appointment;
  clientName: string;
}) {
  const answer = useAnswerInPerson();
  const reply = (accept: boolean) =>
    answer.mutate(
      { appointment, accept },
      {
        onSuccess: () =>
          toast({
            title: "Resposta enviada",
            description: accept ? "A sessão passou a ser presencial." : "A sessão continua online.",
          }),
      },
    );
  return (
    <div className="mt-1 grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-medium text-slate-900">{clientName} pediu atendimento presencial</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={answer.isPending} onClick={() => reply(true)}>
          Aceitar presencial
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={answer.isPending}
          onClick={() => reply(false)}
        >
          Manter online
        </Button>
      </div>
    </div>
  );
}
