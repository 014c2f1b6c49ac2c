import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { LandingPage } from "@web/features/auth/pages/landing-page";
import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { RegisterPage, SignInPage, SignUpPage } from "./auth-screens";
import { lazyScreen } from "./lazy-screen";
import { LoadingScreen } from "./loading-screen";

/** A visitor downloads only the landing page; everything else loads when reached. */
const SignedIn = lazyScreen(() => import("./signed-in"));

export function AppRouter() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {user ? (
        <SignedIn user={user} />
      ) : (
        <Switch>
          <Route path="/register">
            <RegisterPage />
          </Route>
          <Route path="/entrar" component={SignInPage} />
          <Route path="/criar-conta" component={SignUpPage} />
          <Route component={LandingPage} />
        </Switch>
      )}
    </Suspense>
  );
}
