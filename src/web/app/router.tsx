import type { CurrentUser } from "@domain/contracts/auth";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { useApplyPendingRole } from "@web/features/auth/lib/use-apply-pending-role";
import { LandingPage } from "@web/features/auth/pages/landing-page";
import { RegisterPage } from "@web/features/auth/pages/register-page";
import { Suspense } from "react";
import { Redirect, Route, Switch, useLocation } from "wouter";
import { lazyScreen } from "./lazy-screen";
import { LoadingScreen } from "./loading-screen";
import { ScrollToTop } from "./scroll-to-top";

/** Each role's screens load on demand: a visitor downloads only the signed-out pages. */
const ClientArea = lazyScreen(() => import("./areas/client-area"));
const ProfessionalArea = lazyScreen(() => import("./areas/professional-area"));
const AdminArea = lazyScreen(() => import("./areas/admin-area"));

/** The forms (and their schemas) load when opened, keeping the landing page light. */
const SignInPage = lazyScreen(() =>
  import("@web/features/auth/pages/sign-in-page").then((m) => ({ default: m.SignInPage })),
);
const SignUpPage = lazyScreen(() =>
  import("@web/features/auth/pages/sign-up-page").then((m) => ({ default: m.SignUpPage })),
);

const AREAS = { client: ClientArea, professional: ProfessionalArea, admin: AdminArea } as const;
const SIGNED_OUT_ONLY = ["/entrar", "/criar-conta"];

function SignedIn({ user }: { user: CurrentUser }) {
  const [location] = useLocation();
  const applyingRole = useApplyPendingRole(user);
  if (applyingRole) return <LoadingScreen />;
  if (SIGNED_OUT_ONLY.includes(location)) return <Redirect to="/" replace />;
  if (!user.role) return <RegisterPage signedIn />;
  const Area = AREAS[user.role];
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Area user={user} />
    </Suspense>
  );
}

export function AppRouter() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <LoadingScreen />;
  if (!user) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Switch>
          <Route path="/register">
            <RegisterPage />
          </Route>
          <Route path="/entrar" component={SignInPage} />
          <Route path="/criar-conta" component={SignUpPage} />
          <Route component={LandingPage} />
        </Switch>
      </Suspense>
    );
  }
  return (
    <>
      <ScrollToTop />
      <SignedIn user={user} />
    </>
  );
}
