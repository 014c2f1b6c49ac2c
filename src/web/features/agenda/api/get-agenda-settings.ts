import {
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_SERVICE_DURATION,
  DEFAULT_TIME_ZONE,
} from "@domain/constants";
import type { AgendaSettings } from "@domain/contracts/agenda";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { agendaKeys } from "@web/lib/query-keys";

const DEFAULT_SETTINGS: AgendaSettings = {
  serviceDuration: DEFAULT_SERVICE_DURATION,
  timeZone: DEFAULT_TIME_ZONE,
  cancellationNoticeHours: DEFAULT_CANCELLATION_NOTICE_HOURS,
  bookingPolicy: null,
};

/** GET /api/agenda/settings/{userId}: service duration, time zone and cancellation notice (defaults on failure). */
export const getAgendaSettings = (userId: string) =>
  apiRequest<AgendaSettings>("GET", `/api/agenda/settings/${userId}`).catch(() => DEFAULT_SETTINGS);

export const agendaSettingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: agendaKeys.settings(userId), queryFn: () => getAgendaSettings(userId) });

export const useAgendaSettings = (userId: string) => useQuery(agendaSettingsQueryOptions(userId));
