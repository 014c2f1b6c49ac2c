/**
 * The site's name in the browser tab (decision 0375), apart from page-title.ts: the landing's
 * first download takes these and nothing of the specialties' titles (decision 0130).
 */
export const SITE_NAME = "Acolher";

/** The landing page's title, as index.html carries it before the app runs. */
export const HOME_TITLE = `${SITE_NAME} · Saúde e bem-estar`;

export const pageTitle = (screen: string) => `${screen} | ${SITE_NAME}`;
