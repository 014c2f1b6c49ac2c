import type { CalendarFeedCreated, CalendarFeedStatus } from "@domain/contracts/calendar-feed";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

const FEED_URL = "/api/user/calendar-feed";
/** Only this card reads it: the key lives with it. */
export const calendarFeedKey = ["profile", "calendar-feed"] as const;

/** GET /api/user/calendar-feed: whether an address exists (it is shown only when created). */
export function useCalendarFeedStatus() {
  return useQuery({
    queryKey: calendarFeedKey,
    queryFn: () => apiRequest<CalendarFeedStatus>("GET", FEED_URL),
  });
}

/** POST /api/user/calendar-feed: a new address; the previous one stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedCreated>("POST", FEED_URL),
    onSuccess: ({ createdAt }) =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedKey, { exists: true, createdAt }),
    meta: {
      errorToast: {
        title: "Erro ao gerar o endereço",
        description: "Não foi possível gerar o endereço do calendário. Tente novamente.",
      },
    },
  });
}

/** DELETE /api/user/calendar-feed: the address stops working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ok: true }>("DELETE", FEED_URL),
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedKey, {
        exists: false,
        createdAt: null,
      }),
    meta: {
      errorToast: {
        title: "Erro ao desativar o endereço",
        description: "Não foi possível desativar o endereço do calendário. Tente novamente.",
      },
    },
  });
}
