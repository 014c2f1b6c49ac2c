import { useEffect } from "react";

/**
 * The browser tab's title while a screen shows (decision 0375): set after rendering, so the
 * server's own `<title>` of a public page stays the only one and the app only changes it on the
 * way to another screen. `null` leaves it as it is (a screen still loading what it names). Apart
 * from `usePageTitle`: the landing's first download takes this alone (decision 0130).
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
