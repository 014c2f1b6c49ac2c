import { LOGIN_REDIRECT_DELAY_MS } from "@domain/constants";
import { type Mutation, MutationCache, QueryClient } from "@tanstack/react-query";
import { toast } from "@web/components/ui/use-toast";
import { isApiError, serverMessage } from "./api";
import { goTo } from "./browser";

/** What a mutation tells the one error path below (`useMutation({ meta })`). */
// A type, not an interface: TanStack's Register accepts only a Record-compatible meta.
export type MutationMeta = {
  /**
   * The SPEC §8 notification when it fails. `description` is shown as is, or as the fallback
   * of the server's own message when `serverMessage` is set.
   */
  errorToast?: { title: string; description: string; serverMessage?: boolean };
  /** A 401 is this form's own answer (a wrong password), not a lost session. */
  ownsUnauthorized?: boolean;
};

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/**
 * SPEC §6/§8: a save answered 401 means the session is gone: 'Não autorizado', then /api/login
 * after 500 ms, and nothing else. Any other failure shows the mutation's own notification.
 * Callers' `onError` handle only what the screen does next (field messages, closing a dialog).
 */
function notifyMutationError(error: unknown, mutation: Mutation<unknown, unknown, unknown>) {
  const meta = mutation.meta ?? {};
  if (isApiError(error, 401) && !meta.ownsUnauthorized) {
    toast({
      title: "Não autorizado",
      description: "Você foi desconectado. Redirecionando...",
      variant: "destructive",
    });
    setTimeout(() => goTo("/api/login"), LOGIN_REDIRECT_DELAY_MS);
    return;
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
 * SPEC §7: no interval, no refetch on focus, never stale, no retries. There is no default query
 * function: every read names its fetcher (`features/<area>/api/`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => notifyMutationError(error, mutation),
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
}

/** Geocoding lists: fresh for 5 minutes, kept 30 (SPEC §7). */
export const GEO_QUERY_OPTIONS = { staleTime: 5 * 60_000, gcTime: 30 * 60_000 } as const;
