import { lazyScreen } from "@web/lib/lazy-screen";

/** The role choice and the forms (and their schemas) load when opened (decisions 0013, 0130). */
export const RegisterPage = lazyScreen(() =>
  import("@web/features/auth/pages/register-page").then((m) => ({ default: m.RegisterPage })),
);
export const SignInPage = lazyScreen(() =>
  import("@web/features/auth/pages/sign-in-page").then((m) => ({ default: m.SignInPage })),
);
export const SignUpPage = lazyScreen(() =>
  import("@web/features/auth/pages/sign-up-page").then((m) => ({ default: m.SignUpPage })),
);
