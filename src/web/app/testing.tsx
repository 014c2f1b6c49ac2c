import type { CurrentUser } from "@domain/contracts/auth";
import { configure, render } from "@testing-library/react";
import { AUTH_USER_KEY } from "@web/features/auth/api/use-auth";
import { createQueryClient } from "@web/lib/query-client";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "./app";
import { AppRouter } from "./router";

// Role areas are code-split and the test machine is shared: give screens time to appear.
configure({ asyncUtilTimeout: 5000 });

/** Renders `ui` (default: the whole app router) at `path`, the current user already known. */
export function renderAt(path: string, user: CurrentUser | null, ui: ReactNode = <AppRouter />) {
  const client = createQueryClient();
  client.setQueryData(AUTH_USER_KEY, user);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProviders client={client}>
      <Router hook={location.hook}>{ui}</Router>
    </AppProviders>,
  );
  return { ...result, client, location };
}
