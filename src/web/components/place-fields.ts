/**
 * The city and neighbourhood pickers' props. The geo feature draws them; a form of another
 * feature takes them as a slot its page fills (`PersonalInfoForm`'s `PlaceFields`).
 */
export interface PlaceFieldsProps {
  idPrefix: string;
  city: string;
  neighborhood: string;
  /** The municipality chosen, with its state ('RJ'; issue 18: offices keep it). */
  onCityChange: (city: string, state: string) => void;
  /** The chosen city's state, where the form keeps it (a name several states share). */
  state?: string;
  onNeighborhoodChange: (neighborhood: string) => void;
  cityError?: string;
  neighborhoodError?: string;
  /** Professionals choose only a city on their personal form (default true). */
  withNeighborhood?: boolean;
  /** The city box's label (default 'Cidade'), when a screen has more than one city. */
  cityLabel?: string;
  /** The id of a text that explains the bairro box (the search's, issue 29). */
  neighborhoodDescribedBy?: string;
}

/** One bairro of a given city: free text with suggestions (decision 0332). */
export interface NeighborhoodFieldProps {
  id: string;
  city: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Default 'Bairro'. */
  label?: string;
  /** The id of a text that explains the box. */
  describedBy?: string;
}
