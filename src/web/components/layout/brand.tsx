import { Link } from "wouter";

/** The Acolher mark: a heart held in a teal square (same drawing as public/favicon.svg). */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        fill="#fff"
        d="M16 25.5s-8.5-5.1-8.5-11.6A4.9 4.9 0 0 1 16 10.6a4.9 4.9 0 0 1 8.5 3.3c0 6.5-8.5 11.6-8.5 11.6z"
      />
      <path
        fill="#99f6e4"
        d="M16 25.5s-8.5-5.1-8.5-11.6c0-1 .3-1.9.8-2.7 1.6 5.6 7.7 9.7 7.7 9.7s6.1-4.1 7.7-9.7c.5.8.8 1.7.8 2.7 0 6.5-8.5 11.6-8.5 11.6z"
      />
    </svg>
  );
}

/** The product name linking to / (SPEC §2 top bar). */
export function Brand() {
  return (
    <Link
      href="/"
      className="flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
    >
      <BrandMark />
      <span>Acolher</span>
    </Link>
  );
}
