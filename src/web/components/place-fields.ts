/**
 * The city and neighbourhood pickers' props. The geo feature draws them; a form of another
 * feature takes them as a slot its page fills (`PersonalInfoForm`'s `PlaceFields`).
 */
export interface PlaceFieldsProps {
  idPrefix: string;
  city: string;
  neighborhood: string;
  onCityChange: (city: string) => void;
  onNeighborhoodChange: (neighborhood: string) => void;
  cityError?: string;
  neighborhoodError?: string;
  /** Professionals choose only a city on their personal form (default true). */
  withNeighborhood?: boolean;
}
