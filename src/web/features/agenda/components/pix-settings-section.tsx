import { type PixSettings, pixSettingsFormSchema } from "@domain/contracts/pix";
import {
  PIX_CITY_MAX,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  PIX_NAME_MAX,
  type PixKeyType,
} from "@domain/payments";
import { foldPixText } from "@domain/pix";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { isApiError } from "@web/lib/api";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { usePixSettings } from "../api/get-pix-settings";
import { useUpdatePixSettings } from "../api/update-pix-settings";

type FormInput = z.input<typeof pixSettingsFormSchema>;
const FIELDS = ["keyType", "key", "name", "city"] as const;

const PLACEHOLDERS: Record<PixKeyType, string> = {
  cpf: "000.000.000-00",
  cnpj: "00.000.000/0000-00",
  email: "voce@exemplo.com",
  phone: "(11) 98765-4321",
  random: "123e4567-e89b-42d3-a456-426614174000",
};

const blank: FormInput = { keyType: "cpf", key: "", name: "", city: "" };

/**
 * Issue 33, item 1 (decision 0399): 'Recebimento por Pix', beside the agenda's other settings.
 * The key is checked by its type with the same contract the server parses; the name and city are
 * shown as the code will carry them (without accents, at most 25 and 15 characters).
 */
export function PixSettingsSection() {
  const settings = usePixSettings();
  return (
    <section
      aria-labelledby="pix-settings-title"
      className="grid gap-3 border-t border-slate-200 pt-4"
    >
      <h3 id="pix-settings-title" className="font-semibold text-slate-900">
        Recebimento por Pix
      </h3>
      <p className="text-sm text-slate-700">
        Com uma chave cadastrada, seus clientes veem 'Pagar com Pix' nas sessões confirmadas e pagam
        direto para você. O dinheiro não passa pelo Acolher.
      </p>
      {settings.isSuccess ? (
        <PixSettingsForm saved={settings.data} />
      ) : (
        <p className="text-sm text-slate-700">
          {settings.isError ? "Não foi possível carregar." : "Carregando..."}
        </p>
      )}
    </section>
  );
}

function PixSettingsForm({ saved }: { saved: PixSettings | null }) {
  const update = useUpdatePixSettings();
  const form = useForm<FormInput, unknown, PixSettings>({
    resolver: zodResolver(pixSettingsFormSchema),
    defaultValues: saved ?? blank,
  });
  const errors = form.formState.errors;
  const keyType = form.watch("keyType") as PixKeyType;
  const [name, city] = form.watch(["name", "city"]);

  const save = (values: PixSettings | null, done: string) =>
    update.mutate(values, {
      onSuccess: (next) => {
        form.reset(next ?? blank);
        toast({ title: "Sucesso", description: done });
      },
      onError: (e) => {
        if (!isApiError(e, 400)) return;
        for (const field of FIELDS) {
          const message = e.fieldErrors[field]?.[0];
          if (message) form.setError(field, { message });
        }
      },
    });
  const submit = form.handleSubmit((values) => save(values, "Chave Pix salva!"));

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <div className="grid gap-2">
        <Label htmlFor="pix-key-type">Tipo de chave</Label>
        <select
          id="pix-key-type"
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
          {...form.register("keyType")}
        >
          {PIX_KEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {PIX_KEY_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="pix-key">Chave Pix</Label>
        <Input
          id="pix-key"
          autoComplete="off"
          maxLength={100}
          placeholder={PLACEHOLDERS[keyType] ?? ""}
          aria-invalid={errors.key ? true : undefined}
          aria-describedby="pix-key-erro"
          {...form.register("key")}
        />
        <FieldError id="pix-key-erro" message={errors.key?.message} />
      </div>
      <TextField
        id="pix-name"
        label="Nome que aparece no Pix"
        hint={`Até ${PIX_NAME_MAX} caracteres. O código Pix não leva acentos (José → Jose).`}
        value={name ?? ""}
        error={errors.name?.message}
        register={form.register("name")}
      />
      <TextField
        id="pix-city"
        label="Cidade que aparece no Pix"
        hint={`Até ${PIX_CITY_MAX} caracteres, sem acentos. Abrevie se for maior (S Jose Campos).`}
        value={city ?? ""}
        error={errors.city?.message}
        register={form.register("city")}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {saved ? (
          <Button
            type="button"
            variant="ghost"
            disabled={update.isPending}
            onClick={() => save(null, "Chave Pix removida.")}
          >
            Remover chave
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="outline"
          disabled={!form.formState.isDirty || update.isPending}
        >
          {update.isPending ? "Salvando..." : "Salvar chave Pix"}
        </Button>
      </div>
    </form>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  hint: string;
  /** What was typed: shown as the code will carry it when that differs. */
  value: string;
  error: string | undefined;
  register: UseFormRegisterReturn;
}

function TextField({ id, label, hint, value, error, register }: TextFieldProps) {
  const folded = foldPixText(value);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        maxLength={60}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-erro`}
        {...register}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-700">
        {hint}
        {folded && folded !== value.trim() ? (
          <span className="block">No código Pix: {folded}</span>
        ) : null}
      </p>
      <FieldError id={`${id}-erro`} message={error} />
    </div>
  );
}
