import type { ReactNode } from "react";

/** What a dialog says when its list is empty. */
export const EmptyNote = ({ children }: { children: ReactNode }) => (
  <p className="rounded-md bg-slate-50 p-4 text-sm text-slate-700">{children}</p>
);
