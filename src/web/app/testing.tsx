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

/** Web tests only: a signed-in user as GET /api/auth/user would return it. */
export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    firstName: "Carla",
    lastName: "Mendes",
    email: "carla@example.com",
    phone: null,
    city: "São Paulo",
    role: "client",
    profileImageUrl: null,
    isProfileComplete: true,
    isBanned: false,
    createdAt: "2026-01-10T12:00:00.000Z",
    lastLogin: null,
    address: "Pinheiros",
    bio: null,
    professionalProfile: null,
    ...overrides,
  };
}

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
