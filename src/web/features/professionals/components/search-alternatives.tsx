import type { SearchAlternatives } from "@domain/contracts/professionals";
import { Laptop, MapPin } from "lucide-react";
import type { MouseEvent } from "react";
import type { SearchFilters } from "../lib/search-params";

interface Props {
  /** The search that found nobody. */
  filters: SearchFilters;
  alternatives: SearchAlternatives;
  /** The page's address for other filters, and how it runs them. */
  hrefOf: (filters: SearchFilters) => string;
  onApply: (filters: SearchFilters) => void;
}

const professionals = (count: number, more = false) =>
  more ? "mais de 1.000 profissionais" : count === 1 ? "1 profissional" : `${count} profissionais`;

/**
 * An empty search is no dead end (issue 29): the specialty online, and the nearby cities (the
 * state's) where someone attends in person; each a link that changes the filters.
 */
export function SearchAlternativesLinks({ filters, alternatives, hrefOf, onApply }: Props) {
  const { online, cities } = alternatives;
  const onlineOnly = filters.serviceOptions.length === 1 && filters.serviceOptions[0] === "online";
  const showOnline = online.count > 0 && !(onlineOnly && !filters.name && !filters.priceEnabled);
  if (!showOnline && cities.length === 0) return null;
  const link = (next: SearchFilters) => ({
    href: hrefOf(next),
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      onApply(next);
    },
  });
  const onlineFilters: SearchFilters = {
    ...filters,
    name: "",
    serviceOptions: ["online"],
    city: "",
    state: "",
    neighborhood: "",
    priceEnabled: false,
  };
  return (
    <nav aria-label="Outras buscas" className="grid w-full max-w-md gap-3 text-left">
      <p className="font-medium text-slate-900">Que tal tentar:</p>
      <ul className="grid gap-2">
        {showOnline ? (
          <li>
            <a
              {...link(onlineFilters)}
              className="flex items-center gap-2 text-teal-800 underline underline-offset-4"
            >
              <Laptop aria-hidden="true" className="size-4 shrink-0" />
              {filters.specialty} online: {professionals(online.count, online.more)}
            </a>
          </li>
        ) : null}
        {cities.map((c) => (
          <li key={`${c.city}-${c.state}`}>
            <a
              {...link({ ...filters, city: c.city, state: c.state, neighborhood: "" })}
              className="flex items-center gap-2 text-teal-800 underline underline-offset-4"
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {filters.specialty} em {c.city} - {c.state}: {professionals(c.count)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
