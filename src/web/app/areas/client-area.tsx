import type { CurrentUser } from "@domain/contracts/auth";
import { ClientAppointmentsPage } from "@web/features/appointments/pages/client-appointments-page";
import { ClientHomePage } from "@web/features/home/pages/client-home-page";
import { ProfessionalProfilePage } from "@web/features/professionals/pages/professional-profile-page";
import { SearchPage } from "@web/features/professionals/pages/search-page";
import { ProfileCompletionPage } from "@web/features/profile/pages/profile-completion-page";
import { ProfilePage } from "@web/features/profile/pages/profile-page";
import { ClientReviewsPage } from "@web/features/reviews/pages/client-reviews-page";
import { SocialPage } from "@web/features/social/pages/social-page";
import { ClientLayout } from "../layouts/client-layout";
import { RoleSwitch, type Routes } from "../role-switch";

/** SPEC §2 "Routes by role": client. */
export const CLIENT_ROUTES: Routes = {
  "/": ClientHomePage,
  "/appointments": ClientAppointmentsPage,
  "/professionals": SearchPage,
  "/professional/:id": ProfessionalProfilePage,
  "/reviews": ClientReviewsPage,
  "/social": SocialPage,
  "/profile": ProfilePage,
};

/** An incomplete client sees the profile completion screen instead of the routes (SPEC §2). */
export default function ClientArea({ user }: { user: CurrentUser }) {
  return (
    <ClientLayout user={user}>
      {user.isProfileComplete ? <RoleSwitch routes={CLIENT_ROUTES} /> : <ProfileCompletionPage />}
    </ClientLayout>
  );
}
