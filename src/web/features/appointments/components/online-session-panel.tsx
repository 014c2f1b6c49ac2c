import type { CancellingParty } from "@domain/constants";
import type { Appointment } from "@domain/contracts/appointments";
import { nowInZone } from "@domain/time";
import { buttonVariants } from "@web/components/ui/button";
import { formatDate } from "@web/lib/dates";
import { Video } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { WithdrawTelehealthConsent } from "./withdraw-telehealth-consent";

/** The statuses whose online session still has (or had) a room to speak of. */
const UNDONE = new Set(["cancelled", "rejected", "auto_rejected"]);
/** setTimeout's longest wait; a later boundary is looked at again then. */
const MAX_WAIT_MS = 2 ** 31 - 1;

/** "14:46" and "27/11/2026" of an instant on the session's own clock. */
function inZone(iso: string, timeZone: string) {
  const { date, time } = nowInZone(timeZone, new Date(iso));
  return { date: formatDate(date), time };
}

/** Renders again when the room opens and when it closes, so the card follows the clock. */
function useRoomTime(room: Appointment["room"]): "early" | "open" | "ended" | null {
  const [, setTick] = useState(0);
  const now = Date.now();
  const opens = room ? Date.parse(room.opensAt) : 0;
  const closes = room ? Date.parse(room.closesAt) : 0;
  const next = !room ? null : now < opens ? opens : now < closes ? closes : null;
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.min(next - now + 50, MAX_WAIT_MS));
    return () => clearTimeout(timer);
  }, [next, now]);
  if (!room) return null;
  return now < opens ? "early" : now < closes ? "open" : "ended";
}

/** "às 14:46" or "às 14:46 e às 14:52": each time a party entered. */
const times = (list: string[]) =>
  list.length > 1
    ? `${list
        .slice(0, -1)
        .map((t) => `às ${t}`)
        .join(", ")} e às ${list.at(-1)}`
    : `às ${list[0]}`;

interface Props {
  appointment: Appointment;
  viewer: CancellingParty;
}

/**
 * An online session on either side's card (issue 32, decision 0397): "Sala online: abre às …"
 * before the window, "Entrar na sessão" (the room in Acolher, even when the professional uses
 * their own link: the room page shows it) inside it, nothing after it; and the records: who
 * entered the room and when, and the client's consent.
 */
export function OnlineSessionPanel({ appointment: a, viewer }: Props) {
  const time = useRoomTime(a.room);
  if (a.serviceType !== "online") return null;
  if (UNDONE.has(a.status) && a.roomEntries.length === 0) return null;
  const zone = a.timeZone;
  const other = viewer === "client" ? a.professional.firstName : a.client.firstName;
  const entries = (["client", "professional"] as const)
    .map((by) => ({
      by,
      at: a.roomEntries.filter((e) => e.by === by).map((e) => inZone(e.at, zone).time),
    }))
    .filter((e) => e.at.length > 0)
    .map(({ by, at }) =>
      by === viewer ? `Você entrou na sala ${times(at)}` : `${other} entrou ${times(at)}`,
    );
  const consent = a.telehealthConsentAt ? inZone(a.telehealthConsentAt, zone).date : null;
  const opens = a.room ? inZone(a.room.opensAt, zone) : null;
  return (
    <div className="mt-2 grid gap-1 text-sm text-slate-700">
      {time === "early" && opens ? (
        <p className="flex items-center gap-1">
          <Video aria-hidden="true" className="size-4 shrink-0 text-teal-700" />
          Sala online: abre às {opens.time} de {opens.date}
        </p>
      ) : null}
      {time === "open" && a.room ? (
        <Link
          href={a.room.path}
          className={buttonVariants({ size: "sm", className: "w-fit gap-1" })}
        >
          <Video aria-hidden="true" className="size-4" />
          Entrar na sessão
        </Link>
      ) : null}
      {viewer === "client" && !consent && time !== null && time !== "ended" ? (
        <p>Antes da primeira sessão online você lerá e aceitará o termo de consentimento.</p>
      ) : null}
      {viewer === "client" && consent ? (
        <div className="flex flex-wrap items-center gap-x-2">
          <p>Termo aceito em {consent}</p>
          <WithdrawTelehealthConsent
            professionalId={a.professionalId}
            professionalName={`${a.professional.firstName} ${a.professional.lastName}`}
          />
        </div>
      ) : null}
      {viewer === "professional" ? (
        <p>
          {consent
            ? `Termo de consentimento aceito em ${consent}`
            : "Termo de consentimento ainda não aceito"}
        </p>
      ) : null}
      {entries.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
