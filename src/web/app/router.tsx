import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from "@domain/account-recovery";
import { LISTING_ROUTE_PATTERNS, PROFILE_ROUTE_PATTERN } from "@domain/public-routes";
import { signInHref } from "@domain/return-to";
import { PRIVACY_PATH } from "@web/components/layout/privacy-link";
import { TERMS_PATH } from "@web/components/layout/terms-link";
import { useCurrentUser } from "@web/features/auth/api/get-current-user";
import { LandingPage } from "@web/features/auth/pages/landing-page";
import { lazyScreen } from "@web/lib/lazy-screen";
import { Suspense } from "react";
import { Redirect, Route, Switch, useLocation, useRoute, useSearch } from "wouter";
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
/** The landing's search box and numbers: beside the first download, not in it (0130). */
const LandingExtras = lazyScreen(() =>
  import("@web/features/professionals/components/landing-extras").then((m) => ({
    default: m.LandingExtras,
  })),
);
const PrivacyPage = lazyScreen(() =>
  import("@web/features/privacy/pages/privacy-page").then((m) => ({ default: m.PrivacyPage })),
);
const TermsPage = lazyScreen(() =>
  import("@web/features/privacy/pages/terms-page").then((m) => ({ default: m.TermsPage })),
);
/** The search and profiles a visitor may open without an account (decision 0320). */
const PublicScreens = lazyScreen(() => import("./public-screens"));

/** A signed-in page opened signed out: the sign-in, coming back here after it (decision 0324). */
function SignInFirst() {
  const [path] = useLocation();
  const search = useSearch();
  return <Redirect to={signInHref(search ? `${path}?${search}` : path)} replace />;
}

export function AppRouter() {
  const { data: user, isPending } = useCurrentUser();
  // The privacy notice is public: the same page for visitors and signed-in users.
  const [isPrivacyNotice] = useRoute(PRIVACY_PATH);
  const [isTerms] = useRoute(TERMS_PATH);
  // An e-mail's unsubscribe link works signed in or out, in any browser (decision 0241).
  const [isUnsubscribe, unsubscribeLink] = useRoute("/descadastrar/:token");
  // Account recovery is open whether or not someone is signed in here: a reset link opened
  // in a browser where the account (or another) is signed in still works (decision 0236).
  const [isForgotPassword] = useRoute(FORGOT_PASSWORD_PATH);
  const [isResetPassword] = useRoute(RESET_PASSWORD_PATH);
  if (isPrivacyNotice || isTerms || isUnsubscribe) {
    return (
      <Suspense fallback={<LoadingScreen area={null} />}>
        {isUnsubscribe ? (
          <UnsubscribePage token={unsubscribeLink.token} />
        ) : isTerms ? (
          <TermsPage />
        ) : (
          <PrivacyPage />
        )}
      </Suspense>
    );
  }
  if (isForgotPassword || isResetPassword) {
    return (
      <Suspense fallback={<LoadingScreen area={null} />}>
        {isResetPassword ? <ResetPasswordPage /> : <ForgotPasswordPage />}
      </Suspense>
    );
  }
  if (isPending) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen area={user?.role ?? null} />}>
      {user ? (
        <SignedIn user={user} />
      ) : (
        <Switch>
          <Route path="/register">
            <RegisterPage />
          </Route>
          <Route path="/entrar" component={SignInPage} />
          <Route path="/criar-conta" component={SignUpPage} />
          <Route path="/professionals" component={PublicScreens} />
          <Route path="/professional/:id" component={PublicScreens} />
          <Route path={PROFILE_ROUTE_PATTERN} component={PublicScreens} />
          {LISTING_ROUTE_PATTERNS.map((path) => (
            <Route key={path} path={path} component={PublicScreens} />
          ))}
          <Route path="/">
            <LandingPage
              search={
                // Their height kept while they load: nothing below moves (layout shift).
                <div className="min-h-[414px] sm:min-h-[310px]">
                  <Suspense fallback={null}>
                    <LandingExtras />
                  </Suspense>
                </div>
              }
            />
          </Route>
          <Route component={SignInFirst} />
        </Switch>
      )}
    </Suspense>
  );
}
