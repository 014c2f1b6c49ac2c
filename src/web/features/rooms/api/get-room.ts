import type {
  AcceptTelehealthConsentRequest,
  Room,
  TelehealthConsent,
} from "@domain/contracts/rooms";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { roomKeys } from "@web/lib/query-keys";

/** GET /api/rooms/:id: the room, for the session's two parties inside its window (0394). */
export const getRoom = (id: string) => apiRequest<Room>("GET", `/api/rooms/${id}`);

/** A refusal (403, 404) is an answer to show, not a failure to retry. */
export const useRoom = (id: string) =>
  useQuery({
    queryKey: roomKeys.room(id),
    queryFn: () => getRoom(id),
    retry: false,
    // The professional waits for the client's consent: looked at again every few seconds.
    refetchInterval: ({ state }) =>
      state.data?.role === "professional" && !state.data.consent.acceptedAt ? 5_000 : false,
  });

/** POST /api/telehealth-consent: the client accepts the version they read. */
export function useAcceptConsent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptTelehealthConsentRequest) =>
      apiRequest<TelehealthConsent>("POST", "/api/telehealth-consent", body),
    meta: {
      errorToast: {
        title: "Erro ao aceitar o termo",
        description: "Não foi possível registrar o seu aceite. Tente novamente.",
        serverMessage: true,
      },
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomKeys.room(id) }),
  });
}
