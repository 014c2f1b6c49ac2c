import { DEFAULT_CANCELLATION_NOTICE_HOURS } from "@domain/constants";
import { agendaSettings, appointments } from "@server/db/schema";
import { type SQL, sql } from "drizzle-orm";

/**
 * The professional's cancellation notice in force, in hours, as a value of the UPDATE that
 * approves a session: the notice is frozen into the appointment then, so changing the setting
 * later never makes an approved session's cancel late or on time after the fact (decision 0251).
 * Never longer than the notice the client accepted at "Solicitar" (issue 31, item 5; decision
 * 0392): LEAST ignores the accepted one when the request has none (made before it was recorded).
 */
export const noticeInForceSql = (professionalId: string): SQL<number> =>
  sql<number>`LEAST(COALESCE((SELECT ${agendaSettings.cancellationNoticeHours} FROM ${agendaSettings} WHERE ${agendaSettings.professionalId} = ${professionalId}), ${DEFAULT_CANCELLATION_NOTICE_HOURS}), (${appointments.acceptedPolicy}->>'cancellationNoticeHours')::int)`;
