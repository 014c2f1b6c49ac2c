import { REJECTED_BY_PROFESSIONAL_NOTE } from "@domain/contracts/agenda";
import {
  type answerSeriesBodySchema,
  SERIES_MESSAGES,
  type Series,
} from "@domain/contracts/series";
import type { z } from "@domain/contracts/z";
import { seriesDatesText } from "@domain/series";
import type { Db } from "@server/db/client";
import { appointments, users } from "@server/db/schema";
import { AppError } from "@server/errors";
import { notifyOwnSeriesApproval } from "@server/features/appointments/calendar-notifications";
import { expireUnansweredRequests } from "@server/features/appointments/expire-unanswered-requests";
import { fullName, loadSessions } from "@server/features/appointments/notified-sessions";
import type { AuthUser } from "@server/http/route";
import { notify } from "@server/notifications/notify";
import { sessionsInvitationParams } from "@server/notifications/templates/session-invitation";
import { withAgendaLock } from "@server/shared/agenda-lock";
import { noticeInForceSql } from "@server/shared/cancellation-notice";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { loadSeries, readSeries, seriesConflicts } from "./read-series";

type Answer = z.output<typeof answerSeriesBodySchema>;

const notPending = () => new AppError("conflict", SERIES_MESSAGES.nothingPending);

/** CAS pending → `status` for exactly `ids`; any of them no longer pending undoes it all. */
async function movePending(
  tx: Db,
  ids: string[],
  set: Partial<typeof appointments.$inferInsert> | { cancellationNoticeHours: SQL<number> },
): Promise<void> {
  if (ids.length === 0) return;
  const moved = await tx
    .update(appointments)
    .set(set)
    .where(and(inArray(appointments.id, ids), eq(appointments.status, "pending")))
    .returning({ id: appointments.id });
  if (moved.length !== ids.length) throw notPending();
}

/**
 * 'Confirmar série' / 'Recusar série' (issue 17 item 3, decision 0261): one answer for every
 * occurrence still pending, under the agenda lock. Approving moves each one not skipped from
 * pending to approved with the cancellation notice in force, and refuses the skipped ones; an
 * occurrence over a blocked time must be skipped (409). The client hears of it once.
 */
export async function answerSeries(
  db: Db,
  professional: AuthUser,
  seriesId: string,
  answer: Answer,
  instant: Date,
): Promise<Series> {
  await expireUnansweredRequests(db, { professionalId: professional.id }, instant);
  await withAgendaLock(db, professional.id, instant, async (tx) => {
    const series = await loadSeries(tx, professional.id, seriesId);
    const ids = new Set(series.occurrences.map((o) => o.id));
    if (answer.skip.some((id) => !ids.has(id))) {
      throw new AppError("bad_request", SERIES_MESSAGES.skipNotInSeries);
    }
    const pending = series.occurrences.filter((o) => o.status === "pending");
    if (pending.length === 0) throw notPending();
    const approving = answer.status === "approved";
    const approved = approving ? pending.filter((o) => !answer.skip.includes(o.id)) : [];
    const refused = pending.filter((o) => !approved.includes(o));
    if (approving && approved.length === 0) {
      throw new AppError("bad_request", SERIES_MESSAGES.allSkipped);
    }
    const conflicts = await seriesConflicts(tx, professional.id, approved);
    if ([...conflicts.values()].includes("blocked")) {
      throw new AppError("conflict", SERIES_MESSAGES.occurrenceBlocked);
    }
    await movePending(
      tx,
      approved.map((o) => o.id),
      {
        status: "approved",
        // Frozen per session, never over what the client accepted (decision 0392).
        cancellationNoticeHours: noticeInForceSql(professional.id),
        updatedAt: instant,
      },
    );
    await movePending(
      tx,
      refused.map((o) => o.id),
      {
        status: "rejected",
        professionalNotes: REJECTED_BY_PROFESSIONAL_NOTE,
        rejectionReason: answer.reason,
        updatedAt: instant,
      },
    );
    await notifySeriesAnswer(tx, {
      seriesId,
      clientId: pending[0]!.clientId,
      professionalId: professional.id,
      time: pending[0]!.startTime,
      approved: approved.map((o) => o.id),
      refused: refused.map((o) => o.appointmentDate),
      reasonGiven: answer.reason !== null,
      instant,
    });
  });
  return readSeries(db, professional, seriesId, instant);
}

interface SeriesAnswer {
  seriesId: string;
  clientId: string;
  professionalId: string;
  time: string;
  /** The ids of the occurrences approved. */
  approved: string[];
  /** The dates of those refused. */
  refused: string[];
  reasonGiven: boolean;
  instant: Date;
}

/**
 * One message to the client for the whole answer (decision 0262): names and dates only. An
 * approval carries one .ics holding every approved session, and the professional gets the same
 * sessions in a file of their own (decision 0374).
 */
async function notifySeriesAnswer(tx: Db, a: SeriesAnswer): Promise<void> {
  const [pro] = await tx
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, a.professionalId));
  const sessions = (await loadSessions(tx, a.approved)).sort((x, y) =>
    x.date.localeCompare(y.date),
  );
  const approved = sessions.length > 0;
  await notify(tx, {
    kind: approved ? "series_approved" : "series_rejected",
    recipientId: a.clientId,
    params: approved
      ? {
          otherName: pro?.firstName ?? "",
          count: String(sessions.length),
          time: a.time,
          dates: seriesDatesText(sessions.map((s) => s.date)),
          ...(a.refused.length > 0 ? { skipped: seriesDatesText(a.refused) } : {}),
          ...sessionsInvitationParams(
            sessions.map((s) => ({ ...s, sequence: s.moves })),
            fullName(sessions[0]!.professional),
            a.instant,
          ),
        }
      : {
          otherName: pro?.firstName ?? "",
          dates: seriesDatesText(a.refused),
          reasonGiven: a.reasonGiven ? "sim" : "não",
        },
    link: "/appointments",
    idempotencyKey: `series_answered:${a.seriesId}`,
    instant: a.instant,
    about: a.professionalId,
  });
  await notifyOwnSeriesApproval(tx, a.seriesId, sessions, a.instant);
}
