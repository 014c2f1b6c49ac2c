import { placeKey } from "@domain/places";
import type { NeighborhoodFieldProps, PlaceFieldsProps } from "@web/components/place-fields";
import { FieldError } from "@web/components/ui/input";
import { useMemo, useState } from "react";
import { useMunicipalities } from "../api/get-municipalities";
import { useNeighborhoodSuggestions } from "../api/get-neighborhood-suggestions";
import { useNeighborhoods } from "../api/get-neighborhoods";
import { useDebounced } from "../lib/debounce";
import { sortedUniqueNames } from "../lib/names";
import { Combobox } from "./combobox";

/** A municipality as the city box lists it: 'Manaus - AM' (issue 18: any city, with its state). */
export const cityLabel = (name: string, uf: string) => `${name} - ${uf}`;

/**
 * City then bairro (SPEC §5, issue 18): any of Brazil's 5,570 municipalities, shown with its
 * state; the bairro waits for a city, and choosing another city clears it.
 */
export function CityNeighborhoodFields(props: PlaceFieldsProps) {
  const { idPrefix, city, neighborhood, withNeighborhood = true } = props;
  const municipalities = useMunicipalities();
  const cityId = `${idPrefix}-city`;
  const cityErrorId = `${cityId}-error`;
  const byLabel = useMemo(
    () => new Map((municipalities.data ?? []).map((m) => [cityLabel(m.name, m.uf), m])),
    [municipalities.data],
  );
  const labels = useMemo(() => [...byLabel.keys()], [byLabel]);
  // The saved city's label with its own state; saved without one (before decision 0335), the
  // state of the only municipality of that name, or the bare name when several states share it.
  const value = useMemo(() => {
    if (!city) return "";
    if (props.state) return cityLabel(city, props.state);
    const named = (municipalities.data ?? []).filter((m) => m.name === city);
    return named.length === 1 ? cityLabel(city, named[0]!.uf) : city;
  }, [city, props.state, municipalities.data]);

  const changeCity = (label: string) => {
    const picked = byLabel.get(label);
    const next = picked ?? { name: "", uf: "" };
    if (next.name === city && next.uf === props.state) return;
    props.onCityChange(next.name, next.uf);
    // A name saved without its state, now given one, is the same city: its bairro stays.
    if (next.name !== city || props.state) props.onNeighborhoodChange("");
  };

  return (
    <>
      <div className="grid gap-1">
        <Combobox
          id={cityId}
          label={props.cityLabel ?? "Cidade"}
          value={value}
          onChange={changeCity}
          options={labels}
          disabled={municipalities.isPending}
          placeholder={
            municipalities.isPending ? "Carregando cidades..." : "Digite para buscar sua cidade"
          }
          emptyText="Nenhuma cidade encontrada"
          invalid={!!props.cityError}
          describedBy={props.cityError ? cityErrorId : undefined}
        />
        <FieldError id={cityErrorId} message={props.cityError} />
        {municipalities.isError ? (
          <FieldError message="Não foi possível carregar as cidades. Recarregue a página." />
        ) : null}
      </div>
      {withNeighborhood ? (
        <NeighborhoodField
          id={`${idPrefix}-neighborhood`}
          city={city}
          value={neighborhood}
          onChange={props.onNeighborhoodChange}
          error={props.neighborhoodError}
          describedBy={props.neighborhoodDescribedBy}
        />
      ) : null}
    </>
  );
}

/**
 * A bairro of `city` (decision 0332): typed freely, with suggestions from the city's list and
 * the bairros professionals there published; a listed name is kept as the list spells it.
 */
export function NeighborhoodField(props: NeighborhoodFieldProps) {
  const { id, city, value, onChange, error, label = "Bairro" } = props;
  const [query, setQuery] = useState("");
  const typed = useDebounced(query, 250);
  const listed = useNeighborhoods(city);
  const suggested = useNeighborhoodSuggestions(city, typed);
  const errorId = `${id}-error`;
  const names = useMemo(() => {
    const byKey = new Map<string, string>();
    for (const name of [...(listed.data ?? []), ...(suggested.data ?? [])]) {
      if (!byKey.has(placeKey(name))) byKey.set(placeKey(name), name);
    }
    return sortedUniqueNames([...byKey.values()]);
  }, [listed.data, suggested.data]);
  return (
    <div className="grid gap-1">
      <Combobox
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        onQueryChange={setQuery}
        freeText
        options={names}
        disabled={city === ""}
        placeholder={city === "" ? "Selecione uma cidade primeiro" : "Digite o nome do bairro"}
        emptyText="Nenhum bairro encontrado"
        invalid={!!error}
        describedBy={
          [props.describedBy, error ? errorId : ""].filter(Boolean).join(" ") || undefined
        }
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
