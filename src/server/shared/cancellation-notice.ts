import { DEFAULT_CANCELLATION_NOTICE_HOURS } from "@domain/constants";
import { agendaSettings } from "@server/db/schema";
import { type SQL, sql } from "drizzle-orm";

/**
 * The professional's cancellation notice in force, in hours, as a value of the UPDATE that
 * approves a session: the notice is frozen into the appointment then, so changing the setting
 * later never makes an approved session's cancel late or on time after the fact (decision 0251).
 */
export const noticeInForceSql = (professionalId: string): SQL<number> =>
  sql<number>`COALESCE((SELECT ${agendaSettings.cancellationNoticeHours} FROM ${agendaSettings} WHERE ${agendaSettings.professionalId} = ${professionalId}), ${DEFAULT_CANCELLATION_NOTICE_HOURS})`;
