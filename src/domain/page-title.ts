import { specialtyTitle, type TitleForm } from "./text";

/**
 * The browser tab's title (issue 29, WCAG 2.4.2, decision 0375): "<Screen> | Acolher". The
 * server's heads of the public pages and the web app's screens both build theirs here, so a page
 * the server rendered keeps its title when the app takes over.
 */
export { HOME_TITLE, pageTitle, SITE_NAME } from "./site-title";

interface TitledProfessional {
  firstName: string;
  lastName: string;
  professionalProfile: { specialties: string[]; titleForm?: TitleForm | null };
}

/**
 * A public profile's screen name: what the professional published, their name and title
 * ("Rafael Albuquerque · Psicólogo"), never a contact, a price or an address (decision 0353).
 */
export function profileScreenName(pro: TitledProfessional): string {
  const name = `${pro.firstName} ${pro.lastName}`.trim();
  const p = pro.professionalProfile;
  const title = specialtyTitle(p.specialties[0], p.titleForm) ?? p.specialties[0] ?? "";
  return title ? `${name} · ${title}` : name;
}
