import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from "@domain/account-recovery";
import { PRIVACY_PATH } from "@web/components/layout/privacy-link";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { LandingPage } from "@web/features/auth/pages/landing-page";
import { lazyScreen } from "@web/lib/lazy-screen";
import { Suspense } from "react";
import { Route, Switch, useRoute } from "wouter";
import {
  ForgotPasswordPage,
  RegisterPage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
} from "./auth-screens";
import { LoadingScreen } from "./loading-screen";

/** A visitor downloads only the landing page; everything else loads when reached. */
const SignedIn = lazyScreen(() => import("./signed-in"));
const UnsubscribePage = lazyScreen(() =>
  import("@web/features/settings/pages/unsubscribe-page").then((m) => ({
    default: m.UnsubscribePage,
  })),
);
const PrivacyPage = lazyScreen(() =>
  import("@web/features/privacy/pages/privacy-page").then((m) => ({ default: m.PrivacyPage })),
);

export function AppRouter() {
  const { data: user, isPending } = useCurrentUser();
  // The privacy notice is public: the same page for visitors and signed-in users.
  const [isPrivacyNotice] = useRoute(PRIVACY_PATH);
  // An e-mail's unsubscribe link works signed in or out, in any browser (decision 0241).
  const [isUnsubscribe, unsubscribeLink] = useRoute("/descadastrar/:token");
  // Account recovery is open whether or not someone is signed in here: a reset link opened
  // in a browser where the account (or another) is signed in still works (decision 0236).
  const [isForgotPassword] = useRoute(FORGOT_PASSWORD_PATH);
  const [isResetPassword] = useRoute(RESET_PASSWORD_PATH);
  if (isPrivacyNotice || isUnsubscribe) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        {isUnsubscribe ? <UnsubscribePage token={unsubscribeLink.token} /> : <PrivacyPage />}
      </Suspense>
    );
  }
  if (isForgotPassword || isResetPassword) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        {isResetPassword ? <ResetPasswordPage /> : <ForgotPasswordPage />}
      </Suspense>
    );
  }
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
