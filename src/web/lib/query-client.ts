import { LOGIN_REDIRECT_DELAY_MS } from "@domain/constants";
import { type Mutation, MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "@web/components/ui/use-toast";
import { isApiError, serverMessage } from "./api";
import { authKeys } from "./query-keys-auth";
import { createSessionExit, isSuspendedAccount, type SessionExit } from "./session-exit";

/** Issue 31, item 3: the API's answer while the terms or privacy notice in force are pending. */
const isLegalPending = (error: unknown) => isApiError(error, 403) && error.code === "legal_pending";

/** What a mutation tells the one error path below (`useMutation({ meta })`). */
// A type, not an interface: TanStack's Register accepts only a Record-compatible meta.
export type MutationMeta = {
  /**
   * The SPEC §8 notification when it fails. `description` is shown as is, or as the fallback
   * of the server's own message when `serverMessage` is set.
   */
  errorToast?: { title: string; description: string; serverMessage?: boolean };
  /**
   * A 401 or a suspended account's 403 is this form's own answer (sign-in: a wrong password,
   * a banned account), not a lost session.
   */
  ownsUnauthorized?: boolean;
};

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/**
 * SPEC §6/§8: a save answered 401 means the session is gone: 'Não autorizado', then /api/login
 * after 500 ms, and nothing else. A suspended account leaves at once for the sign-in page that
 * says why (decision 0104). Any other failure shows the mutation's own notification.
 * Callers' `onError` handle only what the screen does next (field messages, closing a dialog).
 */
function notifyMutationError(
  error: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
  exit: SessionExit,
  askForAcceptance: () => void,
) {
  const meta = mutation.meta ?? {};
  if (isLegalPending(error)) return askForAcceptance();
  if (!meta.ownsUnauthorized) {
    if (isSuspendedAccount(error)) return exit.suspended(error.body?.banReason);
    if (exit.leaving) return;
    if (isApiError(error, 401)) {
      toast({
        title: "Não autorizado",
        description: "Você foi desconectado. Redirecionando...",
        variant: "destructive",
      });
      setTimeout(exit.signedOut, LOGIN_REDIRECT_DELAY_MS);
      return;
    }
  }
  const failure = meta.errorToast;
  if (!failure) return;
  toast({
    title: failure.title,
    description: failure.serverMessage
      ? serverMessage(error, failure.description)
      : failure.description,
    variant: "destructive",
  });
}

/**
 * A read answered 401 (the session ended elsewhere) or 403 'banned' sends the user out the same
 * way, without a notice: nothing of theirs was lost (decision 0104). GET /api/auth/user answers
 * null on a 401 itself, so a signed-out visitor never gets here.
 */
function leaveOnLostSession(error: unknown, exit: SessionExit, askForAcceptance: () => void) {
  if (isLegalPending(error)) askForAcceptance();
  else if (isSuspendedAccount(error)) exit.suspended(error.body?.banReason);
  else if (isApiError(error, 401)) exit.signedOut();
}

/**
 * SPEC §7: no interval, no refetch on focus, never stale, no retries. There is no default query
 * function: every read names its fetcher (`features/<area>/api/`).
 */
export function createQueryClient(): QueryClient {
  const exit = createSessionExit();
  // Issue 31, item 3: a new version of the terms came into force during the session: the
  // current user is read again and the app asks for the acceptance before anything else.
  const askForAcceptance = () => void client.invalidateQueries({ queryKey: authKeys.user() });
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => leaveOnLostSession(error, exit, askForAcceptance),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        notifyMutationError(error, mutation, exit, askForAcceptance),
    }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** Geocoding lists: fresh for 5 minutes, kept 30 (SPEC §7). */
export const GEO_QUERY_OPTIONS = { staleTime: 5 * 60_000, gcTime: 30 * 60_000 } as const;
