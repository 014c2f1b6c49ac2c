import { PHONE_INPUT_MAX_LENGTH } from "@domain/constants";
import type { CurrentUser } from "@domain/contracts/auth";
import {
  type PersonalProfile,
  type PersonalProfileInput,
  PROFILE_MESSAGES,
  personalProfileSchema,
} from "@domain/contracts/profile";
import { zodResolver } from "@hookform/resolvers/zod";
import type { PlaceFieldsProps } from "@web/components/place-fields";
import { Button } from "@web/components/ui/button";
import { FieldError, Input, Label, Textarea } from "@web/components/ui/input";
import { maskPhone } from "@web/lib/format";
import type { ComponentType, ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { completionSchema, personalFormDefaults } from "./personal-form-schema";

export type ServerFieldErrors = Partial<Record<keyof PersonalProfile, string>>;

export interface PersonalInfoFormProps {
  user: CurrentUser;
  /** Clients choose a neighbourhood (stored in address); professionals only a city. */
  withNeighborhood: boolean;
  /** The completion screen requires city and neighbourhood (docs/decisions/0076). */
  requireLocation?: boolean;
  submitLabel?: string;
  /** Saves; resolves with the server's field messages when it refused some fields. */
  onSubmit: (values: PersonalProfile) => Promise<ServerFieldErrors | undefined>;
  /** The city and neighbourhood pickers, given by the page (geo's CityNeighborhoodFields). */
  PlaceFields: ComponentType<PlaceFieldsProps>;
  /** Default 'Telefone'; a professional's is 'Celular com WhatsApp' (SPEC §2). */
  phoneLabel?: string;
  /** Default true; a professional writes their bio in the professional form instead. */
  withBio?: boolean;
  /** More fields before the button (a professional's privacy settings). */
  children?: ReactNode;
}

/** SPEC §5 personal form: the shared contract validates, the phone leaves as digits only. */
export function PersonalInfoForm(props: PersonalInfoFormProps) {
  const { user, withNeighborhood, requireLocation = false, withBio = true, PlaceFields } = props;
  const form = useForm<PersonalProfileInput, unknown, PersonalProfile>({
    resolver: zodResolver(requireLocation ? completionSchema : personalProfileSchema),
    defaultValues: personalFormDefaults(user),
  });
  const { register, control, setValue, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const submit = form.handleSubmit(async (values) => {
    const serverErrors = await props.onSubmit(values);
    for (const [field, message] of Object.entries(serverErrors ?? {})) {
      setError(field as keyof PersonalProfile, { message });
    }
  });
  const [city, state, neighborhood] = useWatch({ control, name: ["city", "state", "address"] });
  const setPlace = (field: "city" | "state" | "address", value: string) =>
    setValue(field, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const describe = (field: keyof PersonalProfile) => (errors[field] ? `${field}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate className="grid items-start gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor="firstName">Nome</Label>
        <Input
          id="firstName"
          autoComplete="given-name"
          aria-invalid={!!errors.firstName || undefined}
          aria-describedby={describe("firstName")}
          {...register("firstName")}
        />
        <FieldError id="firstName-error" message={errors.firstName?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="lastName">Sobrenome</Label>
        <Input
          id="lastName"
          autoComplete="family-name"
          aria-invalid={!!errors.lastName || undefined}
          aria-describedby={describe("lastName")}
          {...register("lastName")}
        />
        <FieldError id="lastName-error" message={errors.lastName?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="email">E-mail</Label>
        <Input id="email" value={user.email} readOnly aria-describedby="email-note" />
        <p id="email-note" className="text-xs text-slate-600">
          {PROFILE_MESSAGES.emailLocked}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="phone">{props.phoneLabel ?? "Telefone"}</Label>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <Input
              id="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="(11) 98765-4321"
              maxLength={PHONE_INPUT_MAX_LENGTH}
              aria-invalid={!!errors.phone || undefined}
              aria-describedby={describe("phone")}
              name={field.name}
              ref={field.ref}
              value={field.value ?? ""}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(maskPhone(e.target.value))}
            />
          )}
        />
        <FieldError id="phone-error" message={errors.phone?.message} />
      </div>
      <PlaceFields
        idPrefix="profile"
        city={city ?? ""}
        state={state ?? ""}
        neighborhood={neighborhood ?? ""}
        onCityChange={(value, uf) => {
          setPlace("city", value);
          setPlace("state", uf);
        }}
        onNeighborhoodChange={(value) => setPlace("address", value)}
        cityError={errors.city?.message}
        neighborhoodError={errors.address?.message}
        withNeighborhood={withNeighborhood}
      />
      {withBio ? (
        <div className="grid gap-2 sm:col-span-2">
          <Label htmlFor="bio">Sobre você</Label>
          <Textarea
            id="bio"
            rows={4}
            placeholder="Conte um pouco sobre você (opcional)"
            aria-invalid={!!errors.bio || undefined}
            aria-describedby={describe("bio")}
            {...register("bio")}
          />
          <FieldError id="bio-error" message={errors.bio?.message} />
        </div>
      ) : null}
      {props.children ? <div className="sm:col-span-2">{props.children}</div> : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Salvando..." : (props.submitLabel ?? "Salvar alterações")}
        </Button>
      </div>
    </form>
  );
}
