import type { Room } from "@domain/contracts/rooms";
import { SAFETY_NOTICE } from "@domain/telehealth";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Skeleton } from "@web/components/ui/skeleton";
import { useRequestInPerson } from "@web/features/appointments/api/request-in-person";
import { isApiError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft, ExternalLink, LifeBuoy } from "lucide-react";
import { useId, useState } from "react";
import { Link, useParams } from "wouter";
import { useAcceptConsent, useRoom } from "../api/get-room";
import { CallView } from "../components/call-view";

/** The way back: each role's list of sessions. */
const backPath = (role: Room["role"] | null) =>
  role === "professional" ? "/professional/appointments" : "/appointments";

function BackLink({ party }: { party: Room["role"] | null }) {
  return (
    <Link
      href={backPath(party)}
      className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-teal-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Meus agendamentos
    </Link>
  );
}

export function SafetyNotice() {
  return (
    <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <LifeBuoy className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {SAFETY_NOTICE}
    </p>
  );
}

/**
 * /sessao/:id (issue 32; decisions 0394, 0395): the online session's room. A refusal (another
 * person, outside the window, cancelled) shows the server's reason; the client accepts the
 * consent once per professional before the call; a professional's own video room is a link.
 */
export function RoomPage() {
  usePageTitle("Sessão online");
  const { id = "" } = useParams<{ id: string }>();
  const room = useRoom(id);
  const r = room.data;
  const needsConsent = !!r && !r.consent.acceptedAt;

  if (room.isPending) {
    return (
      <div
        role="status"
        aria-label="Carregando sala"
        className="mx-auto grid w-full max-w-3xl gap-3"
      >
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (!r) {
    const message =
      isApiError(room.error) && room.error.body?.message
        ? room.error.body.message
        : "Não foi possível abrir a sala. Tente novamente.";
    return (
      <section className="mx-auto grid w-full max-w-xl gap-4">
        <BackLink party={null} />
        <h1 className="text-2xl font-semibold">Sessão online</h1>
        <p role="alert" className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800">
          {message}
        </p>
      </section>
    );
  }
  const other = `${r.other.firstName} ${r.other.lastName}`;
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-4">
      <BackLink party={r.role} />
      <h1 className="text-2xl font-semibold">Sessão online com {other}</h1>
      {needsConsent && r.role === "client" ? (
        <ConsentStep room={r} />
      ) : r.externalLink ? (
        <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <p>Esta sessão acontece na sala de vídeo indicada pelo profissional.</p>
          <a
            href={r.externalLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 justify-self-start rounded-md bg-teal-700 px-4 py-2 font-medium text-white hover:bg-teal-800"
          >
            Entrar na sala do profissional
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </div>
      ) : needsConsent ? (
        <p role="status" className="rounded-lg border border-slate-200 bg-white p-4">
          Aguardando o cliente aceitar o termo de consentimento.
        </p>
      ) : (
        <CallView room={r} otherName={r.other.firstName} onRefused={() => void room.refetch()} />
      )}
      <SafetyNotice />
    </section>
  );
}

/** The consent the law asks for (Lei 14.510/2022), read and accepted before the first call. */
function ConsentStep({ room }: { room: Room }) {
  const checkId = useId();
  const [read, setRead] = useState(false);
  const accept = useAcceptConsent(room.appointmentId);
  const inPerson = useRequestInPerson();
  const c = room.consent;
  return (
    <article className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 className="text-xl font-semibold">{c.title}</h2>
      <p className="text-sm text-slate-600">{c.source}</p>
      <div className="grid gap-2 text-slate-800">
        {c.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {c.extra ? (
          <>
            <p className="font-semibold">Acréscimo do profissional</p>
            <p className="whitespace-pre-line break-words">{c.extra}</p>
          </>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox id={checkId} checked={read} onCheckedChange={(v) => setRead(v === true)} />
        <label htmlFor={checkId}>Li e aceito o termo</label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!read || accept.isPending}
          onClick={() => accept.mutate({ professionalId: c.professionalId, version: c.version })}
        >
          Aceitar e entrar
        </Button>
        <Button
          variant="outline"
          disabled={inPerson.isPending || inPerson.isSuccess}
          onClick={() => inPerson.mutate(room.appointmentId)}
        >
          Prefiro atendimento presencial
        </Button>
      </div>
      {inPerson.isSuccess ? (
        <p role="status" className="text-sm text-teal-800">
          Pedido de atendimento presencial enviado.
        </p>
      ) : null}
    </article>
  );
}
