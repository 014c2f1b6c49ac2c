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
  /** The city box's label (default 'Cidade'), when a screen has more than one city. */
  cityLabel?: string;
}

/** One neighbourhood of a given city (a text box where the city has no list on file). */
export interface NeighborhoodFieldProps {
  id: string;
  city: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Default 'Bairro'. */
  label?: string;
}
