import { DEFAULT_SERVICE_DURATION, DEFAULT_TIME_ZONE } from "@domain/constants";
import type { AgendaSettings, Availability, BlockedSlot } from "@domain/contracts/agenda";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** SPEC §8: failed availability fetches fall back to an empty list. */
const orEmpty = async <T>(request: Promise<T[]>): Promise<T[]> => request.catch(() => []);

export const availabilityKey = (userId: string) => ["/api/agenda/availability", userId] as const;

/** GET /api/agenda/availability/{userId}: the professional's weekly windows. */
export function useAvailability(userId: string) {
  return useQuery({
    queryKey: availabilityKey(userId),
    queryFn: () => orEmpty(apiRequest<Availability[]>("GET", availabilityKey(userId).join("/"))),
  });
}

export const agendaSettingsKey = (userId: string) => ["/api/agenda/settings", userId] as const;
const DEFAULT_SETTINGS: AgendaSettings = {
  serviceDuration: DEFAULT_SERVICE_DURATION,
  timeZone: DEFAULT_TIME_ZONE,
};

/** GET /api/agenda/settings/{userId}: service duration and time zone (defaults on failure). */
export function useAgendaSettings(userId: string) {
  return useQuery({
    queryKey: agendaSettingsKey(userId),
    queryFn: () =>
      apiRequest<AgendaSettings>("GET", agendaSettingsKey(userId).join("/")).catch(
        () => DEFAULT_SETTINGS,
      ),
  });
}

export const BLOCKED_RANGE_KEY = "/api/agenda/blocked/range";

/** GET /api/agenda/blocked/range for one professional and one week. */
export function useBlockedRange(professionalId: string, startDate: string, endDate: string) {
  const query = new URLSearchParams({ startDate, endDate, professionalId });
  return useQuery({
    queryKey: [BLOCKED_RANGE_KEY, professionalId, startDate, endDate],
    queryFn: () => orEmpty(apiRequest<BlockedSlot[]>("GET", `${BLOCKED_RANGE_KEY}?${query}`)),
  });
}
