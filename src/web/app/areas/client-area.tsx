import type { CurrentUser } from "@domain/contracts/auth";
import { lazyScreen } from "@web/lib/lazy-screen";
import type { ComponentType } from "react";
import { ClientLayout } from "../layouts/client-layout";
import { RoleSwitch, type Routes } from "../role-switch";

/** A page of the area, loaded when first opened: search results need no booking form. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazyScreen(() => load().then((m) => ({ default: m[name] })));

const ProfileCompletionPage = page(
  () => import("@web/features/profile/pages/profile-completion-page"),
  "ProfileCompletionPage",
);

/** SPEC §2 "Routes by role": client; each page loads on demand (decision 0131). */
export const CLIENT_ROUTES: Routes = {
  "/": page(() => import("@web/features/home/pages/client-home-page"), "ClientHomePage"),
  "/appointments": page(
    () => import("@web/features/appointments/pages/client-appointments-page"),
    "ClientAppointmentsPage",
  ),
  "/professionals": page(
    () => import("@web/features/professionals/pages/search-page"),
    "SearchPage",
  ),
  "/professional/:id": page(
    () => import("@web/features/professionals/pages/professional-profile-page"),
    "ProfessionalProfilePage",
  ),
  "/reviews": page(
    () => import("@web/features/reviews/pages/client-reviews-page"),
    "ClientReviewsPage",
  ),
  "/social": page(() => import("@web/features/social/pages/social-page"), "SocialPage"),
  "/profile": page(() => import("@web/features/profile/pages/profile-page"), "ProfilePage"),
  "/settings": page(() => import("@web/features/settings/pages/settings-page"), "SettingsPage"),
  "/notificacoes": page(
    () => import("@web/features/notifications/pages/notifications-page"),
    "NotificationsPage",
  ),
};

/** An incomplete client sees the profile completion screen instead of the routes (SPEC §2). */
export default function ClientArea({ user }: { user: CurrentUser }) {
  return (
    <ClientLayout user={user}>
      {user.isProfileComplete ? <RoleSwitch routes={CLIENT_ROUTES} /> : <ProfileCompletionPage />}
    </ClientLayout>
  );
}
