import type { Role } from "@domain/constants";
import type { CurrentUser } from "@domain/contracts/auth";
import { hashKey, type QueryClient } from "@tanstack/react-query";
import { currentUserQueryOptions } from "@web/features/auth/api/get-current-user";
import { readAreaHint, rememberArea } from "@web/lib/area-hint";
import { createQueryClient } from "@web/lib/query-client";
import { authKeys } from "@web/lib/query-keys-auth";
import { hydrateServerReads } from "./ssr-state";

let booted: QueryClient | undefined;

function startRoutePreload(client: QueryClient, area: Role | null) {
  void import("./route-preload").then(
    (m) => m.preloadRoute(client, area, new URL(window.location.href)),
    () => {},
  );
}

/**
 * The app's query client, made once per page load, with the first loads already started
 * (decision 0360): GET /api/auth/user, and, for the area this browser opened last, the signed-in
 * code, the page's chunk and its first reads, in parallel instead of one after another. Without
 * a remembered area, a visitor's public page (search, profile, listing) starts the same way,
 * and a signed-in user's area once the user is known.
 */
export function bootQueryClient(): QueryClient {
  if (booted) return booted;
  const client = createQueryClient();
  booted = client;
  const userHash = hashKey(authKeys.user());
  client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.query.queryHash !== userHash) return;
    if (event.action.type !== "success") return;
    rememberArea((event.query.state.data as CurrentUser | null)?.role ?? null);
  });
  // A server-rendered page's reads first: the user among them (null on a public page, decision
  // 0351; the client on their search, profile or home, decisions 0366, 0415). Heard by the
  // line above, so a client whose page came rendered is remembered as one too.
  hydrateServerReads(client);
  const hint = readAreaHint();
  // Without a remembered area, any address but the landing may be a visitor's public page.
  if (hint || window.location.pathname !== "/") startRoutePreload(client, hint);
  void client
    .fetchQuery(currentUserQueryOptions())
    .then((user) => {
      if (!hint && user?.role) startRoutePreload(client, user.role);
    })
    .catch(() => {});
  return client;
}
