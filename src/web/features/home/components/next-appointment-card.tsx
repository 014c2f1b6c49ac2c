import type { Appointment } from "@domain/contracts/appointments";
import { serviceDescription } from "@domain/text";
import { UserAvatar } from "@web/components/ui/avatar";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatLongDate, formatTime } from "@web/lib/dates";
import { fullName } from "@web/lib/format";
import { CalendarClock, ChevronRight } from "lucide-react";
import { type ReactNode, useId } from "react";

interface NextAppointmentCardProps {
  /** The earliest approved or confirmed session still ahead; null when there is none. */
  appointment: Appointment | null | undefined;
  loading: boolean;
  /** The read failed with nothing to show: say so rather than "no session". */
  failed?: boolean;
  onOpen: (appointment: Appointment) => void;
  /** Below the session: its online room and records, given by the page (decision 0397). */
  extra?: (appointment: Appointment) => ReactNode;
  /**
   * Whose home it is: a professional reads the client's name, a client the professional's
   * (decision 0403), each with their own empty text.
   */
  viewer?: "professional" | "client";
}

const EMPTY_HINT = {
  professional: "Quando você confirmar uma solicitação, ela aparecerá aqui.",
  client: "Quando um profissional confirmar a sua solicitação, ela aparecerá aqui.",
} as const;

/** 'Próxima Consulta' (SPEC §2 dashboard): a click opens the session's details. */
export function NextAppointmentCard({
  appointment: a,
  loading,
  failed = false,
  onOpen,
  extra,
  viewer = "professional",
}: NextAppointmentCardProps) {
  const headingId = useId();
  const other = !a
    ? null
    : viewer === "client"
      ? {
          ...a.professional,
          profileImageUrl:
            a.professional.profileImageUrl ?? a.professional.professionalProfile.profileImageUrl,
        }
      : a.client;
  return (
    <Card aria-labelledby={headingId} role="region" className="h-full">
      <CardHeader className="flex-row items-center gap-2 space-y-0 pb-3">
        <CalendarClock aria-hidden="true" className="size-5 text-teal-700" />
        <h2 id={headingId} className="text-lg font-semibold">
          Próxima Consulta
        </h2>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton role="status" aria-label="Carregando próxima consulta" className="h-20" />
        ) : failed && !a ? (
          <p className="py-2 text-sm text-red-800">
            Não foi possível carregar a próxima consulta. Tente novamente.
          </p>
        ) : a && other ? (
          <button
            type="button"
            onClick={() => onOpen(a)}
            className="flex w-full items-center gap-3 rounded-lg border border-teal-100 bg-teal-50/60 p-3 text-left transition-colors hover:bg-teal-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            <UserAvatar
              imageUrl={other.profileImageUrl}
              firstName={other.firstName}
              lastName={other.lastName}
              className="size-12"
            />
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-semibold text-slate-900">{fullName(other)}</span>
              <span className="text-sm text-slate-800">{formatLongDate(a.appointmentDate)}</span>
              <span className="text-sm text-slate-700">
                {formatTime(a.startTime)} às {formatTime(a.endTime)} ·{" "}
                {serviceDescription(
                  a.professional.professionalProfile.specialties[0],
                  a.serviceType,
                )}
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
          </button>
        ) : (
          <div className="grid gap-1 py-2">
            <p className="font-medium text-slate-900">Nenhuma consulta agendada.</p>
            <p className="text-sm text-slate-700">{EMPTY_HINT[viewer]}</p>
          </div>
        )}
        {a && !loading ? extra?.(a) : null}
      </CardContent>
    </Card>
  );
}
