import { Link } from "wouter";

/** The Termos de Uso's address (issue 31, item 3): here, not in the domain, so the landing's
 * first download does not carry the legal module (decision 0391). */
export const TERMS_PATH = "/termos";

/** The link to the Termos de Uso (issue 31, item 3), as the sign-up form and footers show it. */
export function TermsLink({ children = "Termos de Uso" }: { children?: string }) {
  return (
    <Link
      href={TERMS_PATH}
      className="rounded-sm font-semibold text-teal-800 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
    >
      {children}
    </Link>
  );
}
