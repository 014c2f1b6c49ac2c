import { type ServiceOption, SPECIALTIES } from "@domain/constants";
import type { PlaceFieldsProps } from "@web/components/place-fields";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Input, Label } from "@web/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@web/components/ui/select";
import { Search, X } from "lucide-react";
import type { ComponentType, FormEvent } from "react";
import { priceOrderInvalid, type SearchFilters } from "../lib/search-params";
import { PriceFilterField } from "./price-filter-field";
import { ServiceOptionsField } from "./service-options-field";

interface Props {
  filters: SearchFilters;
  /** The city and bairro pickers, given by the page (geo's CityNeighborhoodFields). */
  PlaceFields: ComponentType<PlaceFieldsProps>;
  onChange: (change: Partial<SearchFilters>) => void;
  onToggleOption: (option: ServiceOption, checked: boolean) => void;
  onTogglePrice: (enabled: boolean) => void;
  onSearch: () => void;
  onClear: () => void;
}

/** The select's value for decision 0040's order (a Radix item cannot have ""). */
const RELEVANCE = "relevance";

/** The orders, in the list's order (decisions 0040, 0342, issue 17's 'Mais cedo disponível'). */
const SORT_LABELS: Record<string, string> = {
  [RELEVANCE]: "Relevância",
  lowest_price: "Menor preço",
  best_rated: "Melhor avaliação",
  next_available: "Mais cedo disponível",
};

export function SearchFiltersForm(props: Props) {
  const { filters, onChange } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch();
  };
  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={submit} aria-label="Filtros de busca" className="space-y-5" noValidate>
          <div className="grid gap-4 md:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="search-specialty">
                Especialidade <span aria-hidden="true">*</span>
              </Label>
              <Select
                value={filters.specialty}
                onValueChange={(specialty) => onChange({ specialty })}
              >
                <SelectTrigger id="search-specialty" aria-required="true">
                  {/* The label as children: the server's HTML shows it too (decision 0366). */}
                  <SelectValue placeholder="Selecione uma especialidade">
                    {filters.specialty}
                  </SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {SPECIALTIES.map((s) => (
                    <SelectItem key={s} value={s}>
                      {s}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="space-y-2">
              <Label htmlFor="search-name">Nome do profissional</Label>
              <Input
                id="search-name"
                value={filters.name}
                maxLength={100}
                placeholder="Ex.: Ana Souza"
                onChange={(e) => onChange({ name: e.target.value })}
              />
            </div>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <ServiceOptionsField value={filters.serviceOptions} onToggle={props.onToggleOption} />
            <div className="grid gap-4">
              <props.PlaceFields
                idPrefix="search"
                city={filters.city}
                state={filters.state}
                neighborhood={filters.neighborhood}
                neighborhoodDescribedBy="search-neighborhood-hint"
                onCityChange={(city, state) =>
                  onChange(
                    city === filters.city && !filters.state
                      ? { city, state }
                      : { city, state, neighborhood: "" },
                  )
                }
                onNeighborhoodChange={(neighborhood) => onChange({ neighborhood })}
              />
              <p id="search-neighborhood-hint" className="-mt-2 text-sm text-slate-700">
                O bairro vale para quem atende em Local Próprio (consultório) ou Domiciliar (na sua
                casa); o atendimento online não depende dele.
              </p>
            </div>
          </div>
          <div className="space-y-2 md:w-1/2 md:pr-2">
            <Label htmlFor="search-sort">Ordenar por</Label>
            <Select
              value={filters.sort || RELEVANCE}
              onValueChange={(sort) =>
                onChange({ sort: sort === RELEVANCE ? "" : (sort as SearchFilters["sort"]) })
              }
            >
              <SelectTrigger id="search-sort">
                <SelectValue>{SORT_LABELS[filters.sort || RELEVANCE]}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {Object.entries(SORT_LABELS).map(([value, label]) => (
                  <SelectItem key={value} value={value}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <PriceFilterField
            enabled={filters.priceEnabled}
            minPrice={filters.minPrice}
            maxPrice={filters.maxPrice}
            orderInvalid={priceOrderInvalid(filters)}
            onToggle={props.onTogglePrice}
            onChange={onChange}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={props.onClear}>
              <X aria-hidden="true" />
              Limpar filtros
            </Button>
            <Button type="submit">
              <Search aria-hidden="true" />
              Buscar
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
