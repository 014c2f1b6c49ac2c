import type { CurrentUser } from "@domain/contracts/auth";
import { AdminDashboardPage } from "@web/features/admin/pages/admin-dashboard-page";
import { AdminProfessionalsPage } from "@web/features/admin/pages/admin-professionals-page";
import { AdminReportsPage } from "@web/features/admin/pages/admin-reports-page";
import { AdminUsersPage } from "@web/features/admin/pages/admin-users-page";
import { AgendaPage } from "@web/features/agenda/pages/agenda-page";
import { ClientAppointmentsPage } from "@web/features/appointments/pages/client-appointments-page";
import { ProfessionalAppointmentsPage } from "@web/features/appointments/pages/professional-appointments-page";
import { useAuth } from "@web/features/auth/api/use-auth";
import { LandingPage } from "@web/features/auth/pages/landing-page";
import { RegisterPage } from "@web/features/auth/pages/register-page";
import { SignInPage } from "@web/features/auth/pages/sign-in-page";
import { SignUpPage } from "@web/features/auth/pages/sign-up-page";
import { ClientHomePage } from "@web/features/home/pages/client-home-page";
import { ProfessionalDashboardPage } from "@web/features/home/pages/professional-dashboard-page";
import { ProfessionalProfilePage } from "@web/features/professionals/pages/professional-profile-page";
import { SearchPage } from "@web/features/professionals/pages/search-page";
import { ProfileCompletionPage } from "@web/features/profile/pages/profile-completion-page";
import { ProfilePage } from "@web/features/profile/pages/profile-page";
import { ClientReviewsPage } from "@web/features/reviews/pages/client-reviews-page";
import { SocialPage } from "@web/features/social/pages/social-page";
import type { ComponentType } from "react";
import { Route, Switch } from "wouter";
import { AdminLayout } from "./layouts/admin-layout";
import { ClientLayout } from "./layouts/client-layout";
import { ProfessionalLayout } from "./layouts/professional-layout";
import { NotFoundPage } from "./not-found-page";

type Routes = Record<string, ComponentType>;

/** SPEC §2 "Routes by role". Any other path, including another role's, is the not-found page. */
export const CLIENT_ROUTES: Routes = {
  "/": ClientHomePage,
  "/appointments": ClientAppointmentsPage,
  "/professionals": SearchPage,
  "/professional/:id": ProfessionalProfilePage,
  "/reviews": ClientReviewsPage,
  "/social": SocialPage,
  "/profile": ProfilePage,
};
export const PROFESSIONAL_ROUTES: Routes = {
  "/": ProfessionalDashboardPage,
  "/professional/appointments": ProfessionalAppointmentsPage,
  "/professional/agenda": AgendaPage,
  "/profile": ProfilePage,
};
export const ADMIN_ROUTES: Routes = {
  "/": AdminDashboardPage,
  "/admin": AdminDashboardPage,
  "/admin/dashboard": AdminDashboardPage,
  "/admin/users": AdminUsersPage,
  "/admin/professionals": AdminProfessionalsPage,
  "/admin/reports": AdminReportsPage,
};

function RoleSwitch({ routes }: { routes: Routes }) {
  return (
    <Switch>
      {Object.entries(routes).map(([path, Page]) => (
        <Route key={path} path={path} component={Page} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

function SignedIn({ user }: { user: CurrentUser }) {
  if (!user.role) return <RegisterPage />;
  if (user.role === "client") {
    return (
      <ClientLayout>
        {user.isProfileComplete ? <RoleSwitch routes={CLIENT_ROUTES} /> : <ProfileCompletionPage />}
      </ClientLayout>
    );
  }
  if (user.role === "professional") {
    return (
      <ProfessionalLayout>
        <RoleSwitch routes={PROFESSIONAL_ROUTES} />
      </ProfessionalLayout>
    );
  }
  return (
    <AdminLayout>
      <RoleSwitch routes={ADMIN_ROUTES} />
    </AdminLayout>
  );
}

export function AppRouter() {
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <div role="status" className="flex min-h-screen items-center justify-center text-slate-700">
        Carregando...
      </div>
    );
  }
  if (!user) {
    return (
      <Switch>
        <Route path="/register" component={RegisterPage} />
        <Route path="/entrar" component={SignInPage} />
        <Route path="/criar-conta" component={SignUpPage} />
        <Route component={LandingPage} />
      </Switch>
    );
  }
  return <SignedIn user={user} />;
}
