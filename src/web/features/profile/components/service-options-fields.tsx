import { SERVICE_OPTIONS, type ServiceOption } from "@domain/constants";
import { OFFICE_TEXT_MAX_LENGTH } from "@domain/contracts/professional-profile";
import { SERVICE_OPTION_LABEL } from "@domain/text";
import type { NeighborhoodFieldProps, PlaceFieldsProps } from "@web/components/place-fields";
import { Checkbox } from "@web/components/ui/checkbox";
import { FieldError, Input, Label } from "@web/components/ui/input";
import type { ComponentType } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { HomeServiceAreasField } from "./home-service-areas-field";
import { errorMessage, type ProfessionalFormValues } from "./professional-form-values";

export interface PlaceSlots {
  PlaceFields: ComponentType<PlaceFieldsProps>;
  NeighborhoodField: ComponentType<NeighborhoodFieldProps>;
}

const box = "grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4";

/**
 * Service options (SPEC §5) and the places each one needs: the office (in any city of Brazil,
 * issue 18, decision 0333) for Local Próprio, a city and its areas for Domiciliar.
 */
export function ServiceOptionsFields({ PlaceFields, NeighborhoodField }: PlaceSlots) {
  const { control, register, setValue, formState } = useFormContext<ProfessionalFormValues>();
  const [options, officeNeighborhood, officeCity, officeState, homeCity, homeState, areas] =
    useWatch({
      control,
      name: [
        "serviceOptions",
        "officeNeighborhood",
        "officeCity",
        "officeState",
        "homeServiceCity",
        "homeServiceState",
        "homeServiceAreas",
      ],
    });
  const { errors, isSubmitted } = formState;
  const set = <K extends keyof ProfessionalFormValues>(name: K, value: ProfessionalFormValues[K]) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted });
  const toggle = (option: ServiceOption, on: boolean) =>
    set("serviceOptions", on ? [...options, option] : options.filter((o) => o !== option));
  const optionsError = errorMessage(errors.serviceOptions);
  const officeAddressError = errorMessage(errors.officeAddress);

  return (
    <div className="grid gap-4">
      <fieldset
        className="grid gap-2"
        aria-describedby={optionsError ? "service-options-error" : undefined}
      >
        <legend className="text-sm font-medium text-slate-900">Opções de atendimento</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 pt-1">
          {SERVICE_OPTIONS.map((option) => (
            <div key={option} className="flex items-center gap-2">
              <Checkbox
                id={`professional-option-${option}`}
                checked={options.includes(option)}
                onCheckedChange={(checked) => toggle(option, checked === true)}
              />
              <Label htmlFor={`professional-option-${option}`} className="font-normal">
                {SERVICE_OPTION_LABEL[option]}
              </Label>
            </div>
          ))}
        </div>
        <FieldError id="service-options-error" message={optionsError} />
      </fieldset>
      {options.includes("local_proprio") ? (
        <fieldset className="grid gap-2">
          <legend className="pb-2 text-sm font-semibold text-slate-900">
            Consultório (Local Próprio)
          </legend>
          <div className={`${box} sm:grid-cols-2`}>
            <div className="grid gap-2 sm:col-span-2">
              <Label htmlFor="office-address">Endereço do consultório</Label>
              <Input
                id="office-address"
                autoComplete="street-address"
                placeholder="Rua, número"
                maxLength={OFFICE_TEXT_MAX_LENGTH}
                aria-invalid={!!officeAddressError || undefined}
                {...register("officeAddress")}
              />
              <FieldError message={officeAddressError} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="office-complement">Complemento</Label>
              <Input
                id="office-complement"
                placeholder="Sala, andar (opcional)"
                maxLength={OFFICE_TEXT_MAX_LENGTH}
                {...register("officeComplement")}
              />
              <FieldError message={errorMessage(errors.officeComplement)} />
            </div>
            <PlaceFields
              idPrefix="office"
              cityLabel="Cidade do consultório"
              city={officeCity ?? ""}
              state={officeState ?? undefined}
              neighborhood=""
              withNeighborhood={false}
              cityError={errorMessage(errors.officeCity)}
              onCityChange={(city, state) => {
                if (city === officeCity && state === officeState) return;
                set("officeCity", city);
                set("officeState", state);
                set("officeNeighborhood", "");
              }}
              onNeighborhoodChange={() => undefined}
            />
            <NeighborhoodField
              id="office-neighborhood"
              label="Bairro do consultório"
              city={officeCity ?? ""}
              value={officeNeighborhood ?? ""}
              onChange={(value) => set("officeNeighborhood", value)}
              error={errorMessage(errors.officeNeighborhood)}
            />
          </div>
        </fieldset>
      ) : null}
      {options.includes("domiciliar") ? (
        <fieldset className="grid gap-2">
          <legend className="pb-2 text-sm font-semibold text-slate-900">
            Atendimento domiciliar
          </legend>
          <div className={box}>
            <PlaceFields
              idPrefix="home-service"
              cityLabel="Cidade do atendimento domiciliar"
              city={homeCity ?? ""}
              state={homeState ?? ""}
              neighborhood=""
              withNeighborhood={false}
              cityError={errorMessage(errors.homeServiceCity)}
              onCityChange={(city, state) => {
                if (city === homeCity && state === homeState) return;
                set("homeServiceCity", city);
                set("homeServiceState", state);
                set("homeServiceAreas", []);
              }}
              onNeighborhoodChange={() => undefined}
            />
            <HomeServiceAreasField
              key={homeCity ?? ""}
              city={homeCity ?? ""}
              areas={areas ?? []}
              onChange={(next) => set("homeServiceAreas", next)}
              error={errorMessage(errors.homeServiceAreas)}
              NeighborhoodField={NeighborhoodField}
            />
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
