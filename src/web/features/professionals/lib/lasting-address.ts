import { type ProfileAddressParts, profilePath } from "@domain/public-pages";

/** Lasting profile addresses the app has linked or moved to, with the id each one shows. */
const known = new Map<string, string>();

/**
 * Remembers whose lasting address this is (decision 0350): a card's link or the move from the
 * old address opens the profile at once, without asking the server who lives there first.
 */
export function rememberAddress(professional: ProfileAddressParts & { id: string }) {
  const path = profilePath(professional);
  known.set(path, professional.id);
  return path;
}

/** Forgets every address, as a new page load does (the web tests' files, decision 0371). */
export const forgetAddresses = () => known.clear();

/** The professional's id when the app already knows who lives at this lasting address. */
export const knownIdAt = (path: string) => known.get(path);
