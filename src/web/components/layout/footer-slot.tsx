import { createContext, type ReactNode, use } from "react";

/**
 * The site's footer (who operates Acolher, decision 0389), given once by the app's providers:
 * the shared frames (AppShell, the auth frame, the public layout, the landing) show it without
 * importing the feature that reads it. Outside the providers (a component's own test), nothing.
 */
export const FooterSlot = createContext<ReactNode>(null);

export function SiteFooterOutlet() {
  return use(FooterSlot);
}
