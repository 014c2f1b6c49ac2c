import type { ReactNode } from "react";

/** A section title one level below the page's h1. */
export const SettingsTitle = ({ children }: { children: ReactNode }) => (
  <h2 className="text-lg font-semibold leading-tight text-slate-900">{children}</h2>
);
