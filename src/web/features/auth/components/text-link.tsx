import type { ReactNode } from "react";
import { Link } from "wouter";

/** An in-app text link in the signed-out forms (teal, underlined on hover, visible focus). */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="rounded-sm font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
    >
      {children}
    </Link>
  );
}
