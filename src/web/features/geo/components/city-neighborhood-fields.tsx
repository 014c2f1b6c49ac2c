import type { NeighborhoodFieldProps, PlaceFieldsProps } from "@web/components/place-fields";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { useCities } from "../api/get-cities";
import { useNeighborhoods } from "../api/get-neighborhoods";
import { Combobox } from "./combobox";

/**
 * City then neighbourhood (SPEC §5): the neighbourhood waits for a city, and choosing another
 * city clears it. A city without a neighbourhood list on file gets a text box instead.
 */
export function CityNeighborhoodFields(props: PlaceFieldsProps) {
  const { idPrefix, city, neighborhood, withNeighborhood = true } = props;
  const cities = useCities();
  const cityId = `${idPrefix}-city`;
  const cityErrorId = `${cityId}-error`;

  const changeCity = (next: string) => {
    if (next === city) return;
    props.onCityChange(next);
    props.onNeighborhoodChange("");
  };

  return (
    <>
      <div className="grid gap-1">
        <Combobox
          id={cityId}
          label={props.cityLabel ?? "Cidade"}
          value={city}
          onChange={changeCity}
          options={cities.data ?? []}
          disabled={cities.isPending}
          placeholder={cities.isPending ? "Carregando cidades..." : "Digite para buscar sua cidade"}
          emptyText="Nenhuma cidade encontrada"
          invalid={!!props.cityError}
          describedBy={props.cityError ? cityErrorId : undefined}
        />
        <FieldError id={cityErrorId} message={props.cityError} />
        {cities.isError ? (
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
        />
      ) : null}
    </>
  );
}

/** A neighbourhood of `city`: a filtered list, or a text box where the city has none on file. */
export function NeighborhoodField(props: NeighborhoodFieldProps) {
  const { id, city, value, onChange, error, label = "Bairro" } = props;
  const neighborhoods = useNeighborhoods(city);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const names = neighborhoods.data ?? [];
  const freeText = city !== "" && neighborhoods.isSuccess && names.length === 0;

  if (freeText) {
    return (
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          value={value}
          maxLength={100}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <p id={hintId} className="text-xs text-slate-600">
          Não temos a lista de bairros de {city}. Digite o nome do seu bairro.
        </p>
        <FieldError id={errorId} message={error} />
      </div>
    );
  }
  const placeholder =
    city === ""
      ? "Selecione uma cidade primeiro"
      : neighborhoods.isPending
        ? "Carregando bairros..."
        : "Digite para buscar seu bairro";
  return (
    <div className="grid gap-1">
      <Combobox
        id={id}
        label={label}
        value={value}
        onChange={onChange}
        options={names}
        disabled={city === "" || neighborhoods.isPending}
        placeholder={placeholder}
        emptyText="Nenhum bairro encontrado"
        invalid={!!error}
        describedBy={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
      {neighborhoods.isError ? (
        <FieldError message="Não foi possível carregar os bairros. Tente novamente." />
      ) : null}
    </div>
  );
}
