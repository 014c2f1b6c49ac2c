import type { OwnProfessionalProfile } from "@domain/contracts/auth";
import {
  PRICE_MAX,
  type ProfessionalProfileRequest,
  professionalProfileRequestSchema,
} from "@domain/contracts/professional-profile";
import { BIO_MAX } from "@domain/contracts/profile";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { FieldError, Input, Label, Textarea } from "@web/components/ui/input";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { CheckField } from "./check-field";
import { IdentityFields } from "./identity-fields";
import {
  errorMessage,
  lockedFields,
  type ProfessionalFormValues,
  professionalFormDefaults,
} from "./professional-form-values";
import { type PlaceSlots, ServiceOptionsFields } from "./service-options-fields";
import { TitleFormField } from "./title-form-field";

export interface ProfessionalInfoFormProps extends PlaceSlots {
  profile: OwnProfessionalProfile | null;
  /** Saves; resolves with the server's message per field when it refused some. */
  onSubmit: (values: ProfessionalProfileRequest) => Promise<Record<string, string> | undefined>;
}

/** SPEC §5 'Professional form', validated by the contract POST /api/professional/profile parses. */
export function ProfessionalInfoForm({ profile, onSubmit, ...slots }: ProfessionalInfoFormProps) {
  const form = useForm<ProfessionalFormValues, unknown, ProfessionalProfileRequest>({
    resolver: zodResolver(professionalProfileRequestSchema),
    defaultValues: professionalFormDefaults(profile),
  });
  const { register, control, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const submit = form.handleSubmit(async (values) => {
    const refused = await onSubmit(values);
    for (const [field, message] of Object.entries(refused ?? {})) {
      if (field in values) setError(field as keyof ProfessionalFormValues, { message });
    }
  });
  const bioError = errorMessage(errors.bio);
  const priceError = errorMessage(errors.priceRange);

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-6">
        <IdentityFields locked={lockedFields(profile)} />
        <TitleFormField />
        <div className="grid gap-2">
          <Label htmlFor="professional-bio">Bio profissional</Label>
          <Textarea
            id="professional-bio"
            rows={5}
            maxLength={BIO_MAX}
            placeholder="Conte aos clientes sobre sua formação, sua abordagem e sua experiência."
            aria-invalid={!!bioError || undefined}
            aria-describedby={bioError ? "professional-bio-error" : undefined}
            {...register("bio")}
          />
          <FieldError id="professional-bio-error" message={bioError} />
        </div>
        <ServiceOptionsFields {...slots} />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="price">Valor do serviço (R$)</Label>
            <Input
              id="price"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              max={PRICE_MAX}
              placeholder="150,00"
              aria-invalid={!!priceError || undefined}
              aria-describedby={priceError ? "price-error" : undefined}
              {...register("priceRange")}
            />
            <FieldError id="price-error" message={priceError} />
          </div>
          <Controller
            control={control}
            name="startingFrom"
            render={({ field }) => (
              <div className="sm:pt-8">
                <CheckField
                  id="startingFrom"
                  label="A partir de"
                  hint="Seu perfil mostra 'A partir de R$ …', para valores que variam."
                  checked={field.value ?? false}
                  onChange={field.onChange}
                />
              </div>
            )}
          />
        </div>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Salvando..." : "Salvar informações profissionais"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
