import { useEffect } from "react";
import { useLocation } from "wouter";

/** A new page starts at its top, as after a full page load (wouter keeps the old scroll). */
export function ScrollToTop() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the reaction to location
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}
