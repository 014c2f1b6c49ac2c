import { pageTitle } from "@domain/site-title";
import { useDocumentTitle } from "./use-document-title";

export { useDocumentTitle } from "./use-document-title";

/** "<screen> | Acolher". A signed-in screen names the screen, never a person or a service. */
export const usePageTitle = (screen: string | null) =>
  useDocumentTitle(screen === null ? null : pageTitle(screen));
