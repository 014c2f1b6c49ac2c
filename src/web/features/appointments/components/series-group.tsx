import type { Appointment } from "@domain/contracts/appointments";
import { seriesLabel } from "@domain/series";
import { Card, CardContent } from "@web/components/ui/card";
import { formatDate } from "@web/lib/dates";
import { Repeat } from "lucide-react";
import type { ReactNode } from "react";

interface Props {
  /** The series' rows in the list, in the list's order. */
  sessions: readonly Appointment[];
  /** The other side's name. */
  name: string;
  /** The group's heading level; its sessions' headings sit one below. */
  level: "h2" | "h3";
  /** Each session's card. */
  renderSession: (session: Appointment) => ReactNode;
}

/**
 * A recurring series as one card (issue 29): "Série semanal com Ana Souza", how many sessions
 * and from which day to which, then each session's own card with its actions.
 */
export function SeriesGroup({ sessions, name, level: Heading, renderSession }: Props) {
  const dates = sessions.map((s) => s.appointmentDate).sort();
  const title = `${seriesLabel(dates)} com ${name}`;
  return (
    <Card className="border-teal-200 bg-teal-50/40">
      {/* Narrower sides on a phone: the sessions inside keep the width their buttons need. */}
      <CardContent className="grid gap-3 px-2 pt-4 pb-2 sm:px-6 sm:pt-6 sm:pb-6">
        <div className="grid gap-1">
          <Heading className="flex items-center gap-2 px-2 font-semibold text-slate-900 sm:px-0">
            <Repeat aria-hidden="true" className="size-4 text-teal-700" />
            {title}
          </Heading>
          <p className="px-2 text-sm text-slate-700 sm:px-0">
            {sessions.length} sessões, de {formatDate(dates[0]!)} a {formatDate(dates.at(-1)!)}
          </p>
        </div>
        <ul aria-label={`Sessões: ${title}`} className="grid gap-3">
          {sessions.map((s) => (
            <li key={s.id}>{renderSession(s)}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
