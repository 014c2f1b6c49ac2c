import { type TitleForm, titleFormChoices, verifiedBadgeText } from "@domain/text";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import type { ProfessionalFormValues } from "./professional-form-values";

const NO_PREFERENCE = "";

/**
 * "Como prefere ser apresentado(a)" (issue 18, decision 0340): the form of the title clients
 * read on the badge, each choice shown as the badge itself; no preference shows both forms.
 */
export function TitleFormField() {
  const { control } = useFormContext<ProfessionalFormValues>();
  const specialties = useWatch({ control, name: "specialties" });
  const specialty = specialties?.[0];
  const choices = [
    ...titleFormChoices(specialty),
    { form: NO_PREFERENCE, label: `Sem preferência (${verifiedBadgeText(specialty, null)})` },
  ];
  return (
    <Controller
      control={control}
      name="titleForm"
      render={({ field }) => (
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-900">
            Como prefere ser apresentado(a)
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {choices.map((choice) => (
              <label key={choice.form} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={field.name}
                  value={choice.form}
                  checked={(field.value ?? NO_PREFERENCE) === choice.form}
                  onChange={() =>
                    field.onChange(
                      choice.form === NO_PREFERENCE ? null : (choice.form as TitleForm),
                    )
                  }
                  className="size-4 accent-teal-700"
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}
