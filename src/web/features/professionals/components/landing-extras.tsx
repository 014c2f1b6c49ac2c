import { LandingSearch } from "./landing-search";
import { PublicNumbers } from "./public-numbers";

/**
 * The landing page's search box and real numbers (issue 18), one chunk loaded beside the landing:
 * the first download stays within its 90 kB (decision 0130).
 */
export function LandingExtras() {
  return (
    <>
      <LandingSearch />
      <PublicNumbers />
    </>
  );
}
