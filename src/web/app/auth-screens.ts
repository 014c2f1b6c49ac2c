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
/** 'Esqueci minha senha' and the e-mailed link's page (decision 0235). */
export const ForgotPasswordPage = lazyScreen(() =>
  import("@web/features/auth/pages/forgot-password-page").then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = lazyScreen(() =>
  import("@web/features/auth/pages/reset-password-page").then((m) => ({
    default: m.ResetPasswordPage,
  })),
);
