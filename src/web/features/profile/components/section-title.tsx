import type { ReactNode } from "react";

/** A card title one level below the page's h1 (CardTitle is an h3, for cards inside sections). */
export const SectionTitle = ({ children }: { children: ReactNode }) => (
  <h2 className="text-lg font-semibold leading-tight">{children}</h2>
);
