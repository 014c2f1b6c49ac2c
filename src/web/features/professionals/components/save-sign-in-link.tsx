import { signInHref } from "@domain/return-to";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Heart } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";

/** Coming back from the sign-in opens this page, not a booking it was asked to open. */
const BOOKING_PARAMS = ["horario", "agendar"];

/**
 * A visitor's 'Salvar' (decision 0362): saving needs an account, so it is a link to the
 * sign-in, coming back to this page; a real link, so it works before the page's JavaScript.
 */
export function SaveSignInLink({ name }: { name: string }) {
  const [path] = useLocation();
  const query = new URLSearchParams(useSearch());
  for (const param of BOOKING_PARAMS) query.delete(param);
  const rest = query.toString();
  const here = rest ? `${path}?${rest}` : path;
  return (
    <Link
      href={signInHref(here)}
      // The visible word first (WCAG 2.5.3), then whose heart it is, as the client's button.
      aria-label={`Salvar ${name}`}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      <Heart aria-hidden="true" className="text-slate-700" />
      Salvar
    </Link>
  );
}
