import { Link } from "wouter";

export const PRIVACY_PATH = "/privacidade";

/** The link to the privacy notice, as footers and the sign-up form show it. */
export function PrivacyLink({ children = "Aviso de Privacidade" }: { children?: string }) {
  return (
    <Link
      href={PRIVACY_PATH}
      className="rounded-sm font-semibold text-teal-800 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
    >
      {children}
    </Link>
  );
}
