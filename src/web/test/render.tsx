import type { CurrentUser } from "@domain/contracts/auth";
import { render } from "@testing-library/react";
import { AppProviders } from "@web/app/app";
import { AppRouter } from "@web/app/router";
import { createQueryClient } from "@web/lib/query-client";
import { authKeys, siteKeys } from "@web/lib/query-keys";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { TEST_SITE } from "./site";

export interface RenderAppOptions {
  /** The browser's location, search included (default "/"). */
  path?: string;
  /** The signed-in user (null: signed out); left out, GET /api/auth/user is asked like any read. */
  user?: CurrentUser | null;
  /** Read data already in the cache: [query key, answer]. */
  seed?: [readonly unknown[], unknown][];
  /** What to render (default: the whole app router). */
  ui?: ReactNode;
}

/**
 * Renders as the app does (query client, toaster, router at `path`), so a test sees what the
 * user would. Pair it with `stubApi` for the requests the screen makes.
 */
export function renderApp({ path = "/", user, seed = [], ui = <AppRouter /> }: RenderAppOptions) {
  const client = createQueryClient();
  if (user !== undefined) client.setQueryData(authKeys.user(), user);
  // Every frame's footer reads who operates Acolher (decision 0389); a test may seed another.
  client.setQueryData(siteKeys.info(), TEST_SITE);
  for (const [key, data] of seed) client.setQueryData(key, data);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProviders client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  );
  return { ...result, client, location };
}
