import { CPF_DIGITS, SPECIALTIES, type Specialty } from "@domain/constants";
import {
  PROFESSIONAL_PROFILE_MESSAGES,
  REGISTER_MAX_LENGTH,
} from "@domain/contracts/professional-profile";
import { registerHint } from "@domain/professional-register";
import { FieldError, Input, Label } from "@web/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@web/components/ui/select";
import { maskCpf } from "@web/lib/format";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import {
  errorMessage,
  type lockedFields,
  type ProfessionalFormValues,
} from "./professional-form-values";
import { WithSupportLink } from "./with-support-link";

/** Decision 0386: a register saved before the councils' formats were checked, unreadable. */
const REGISTER_CORRECTION_NOTE =
  "Seu registro está fora do formato do conselho: corrija-o para que a verificação possa conferi-lo. Depois de salvo, ele não pode mais ser alterado.";

/** ###.###.###-## is 14 characters (SPEC §9). */
const CPF_INPUT_MAX_LENGTH = CPF_DIGITS + 3;

/** CPF, register (with its council's format as a hint) and specialty, locked once saved. */
export function IdentityFields({ locked }: { locked: ReturnType<typeof lockedFields> }) {
  const { control, register, formState } = useFormContext<ProfessionalFormValues>();
  const specialties = useWatch({ control, name: "specialties" });
  const specialty = (specialties[0] ?? "Psicologia") as Specialty;
  const cpfError = errorMessage(formState.errors.cpf);
  const registerError = errorMessage(formState.errors.professionalRegister);
  const specialtyError = errorMessage(formState.errors.specialties);
  const anyLocked = locked.cpf || locked.professionalRegister || locked.specialties;
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(" ") || undefined;

  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor="cpf">CPF</Label>
        <Controller
          control={control}
          name="cpf"
          render={({ field }) => (
            <Input
              id="cpf"
              inputMode="numeric"
              placeholder="000.000.000-00"
              maxLength={CPF_INPUT_MAX_LENGTH}
              disabled={locked.cpf}
              aria-invalid={!!cpfError || undefined}
              aria-describedby={describedBy(!!cpfError && "cpf-error", locked.cpf && "locked-note")}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(e) => field.onChange(maskCpf(e.target.value))}
            />
          )}
        />
        <FieldError id="cpf-error" message={cpfError} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="professionalRegister">Registro profissional</Label>
        <Input
          id="professionalRegister"
          maxLength={REGISTER_MAX_LENGTH}
          disabled={locked.professionalRegister}
          aria-invalid={!!registerError || undefined}
          aria-describedby={describedBy(
            "register-hint",
            locked.registerToCorrect && "register-correction",
            !!registerError && "register-error",
            locked.professionalRegister && "locked-note",
          )}
          {...register("professionalRegister")}
        />
        <p id="register-hint" className="text-xs text-slate-600">
          {registerHint(specialty)}
        </p>
        {locked.registerToCorrect ? (
          <p id="register-correction" className="text-xs font-medium text-amber-800">
            {REGISTER_CORRECTION_NOTE}
          </p>
        ) : null}
        <FieldError id="register-error" message={registerError} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="specialty" id="specialty-label">
          Especialidade
        </Label>
        <Controller
          control={control}
          name="specialties"
          render={({ field }) => (
            <Select
              value={field.value[0] ?? ""}
              onValueChange={(value) => field.onChange([value])}
              disabled={locked.specialties}
            >
              <SelectTrigger
                id="specialty"
                aria-labelledby="specialty-label"
                aria-invalid={!!specialtyError || undefined}
                aria-describedby={specialtyError ? "specialty-error" : undefined}
              >
                <SelectValue placeholder="Selecione sua especialidade" />
              </SelectTrigger>
              <SelectContent>
                {SPECIALTIES.map((s) => (
                  <SelectItem key={s} value={s}>
                    {s}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FieldError id="specialty-error" message={specialtyError} />
      </div>
      {anyLocked ? (
        <p id="locked-note" className="text-xs text-slate-600 sm:col-span-2">
          <WithSupportLink text={PROFESSIONAL_PROFILE_MESSAGES.locked} />
        </p>
      ) : null}
    </div>
  );
}
