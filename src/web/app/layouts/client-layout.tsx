import type { ReactNode } from "react";

/** Placeholder shell; the foundation issue's layout work replaces it. */
export function ClientLayout({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-6xl p-4">{children}</main>;
}
