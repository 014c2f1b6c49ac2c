import type { CurrentUser } from "@domain/contracts/auth";
import { SUPPORT_PATH } from "@domain/support";
import { lazyScreen } from "@web/lib/lazy-screen";
import type { ComponentType } from "react";
import { useLocation } from "wouter";
import { ClientLayout } from "../layouts/client-layout";
import { RoleSwitch, type Routes } from "../role-switch";
import { CLIENT_PAGES } from "./client-pages";

/** A page of the area, loaded when first opened: search results need no booking form. */
const page = (load: () => Promise<ComponentType>) =>
  lazyScreen(() => load().then((Page) => ({ default: Page })));

const ProfileCompletionPage = page(() =>
  import("@web/features/profile/pages/profile-completion-page").then(
    (m) => m.ProfileCompletionPage,
  ),
);

/** SPEC §2 "Routes by role": client; each page loads on demand (decisions 0131, 0360). */
export const CLIENT_ROUTES: Routes = Object.fromEntries(
  Object.entries(CLIENT_PAGES).map(([path, load]) => [path, page(load)]),
);

/**
 * An incomplete client sees the profile completion screen instead of the routes (SPEC §2), but
 * for 'Fale com o suporte' (decision 0390): someone stuck completing it can still ask for help.
 */
export default function ClientArea({ user }: { user: CurrentUser }) {
  const [location] = useLocation();
  const support = location === SUPPORT_PATH || location.startsWith(`${SUPPORT_PATH}/`);
  return (
    <ClientLayout user={user}>
      {user.isProfileComplete || support ? (
        <RoleSwitch routes={CLIENT_ROUTES} />
      ) : (
        <ProfileCompletionPage />
      )}
    </ClientLayout>
  );
}
