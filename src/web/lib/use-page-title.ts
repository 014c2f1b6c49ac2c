import { pageTitle } from "@domain/page-title";
import { useEffect } from "react";

/**
 * The browser tab's title while a screen shows (decision 0375): set after rendering, so the
 * server's own `<title>` of a public page stays the only one and the app only changes it on the
 * way to another screen. `null` leaves it as it is (a screen still loading what it names).
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

/** "<screen> | Acolher". A signed-in screen names the screen, never a person or a service. */
export const usePageTitle = (screen: string | null) =>
  useDocumentTitle(screen === null ? null : pageTitle(screen));
