import {
  type CreateAvailabilityRequest,
  createAvailabilityRequestSchema,
} from "@domain/contracts/agenda";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { Controller, useForm } from "react-hook-form";
import { useCreateAvailability } from "../api/create-availability";
import { WEEKDAY_NAMES } from "../lib/weekdays";
import { EmptyNote } from "./empty-note";

/** Monday first, then the rest of the week: the day the form offers next. */
const PREFERRED_ORDER = [1, 2, 3, 4, 5, 6, 0];
const firstFreeDay = (configured: readonly number[]) =>
  PREFERRED_ORDER.find((d) => !configured.includes(d)) ?? null;

interface Props {
  professionalId: string;
  /** Weekdays that already have a record: disabled in the select (one record per weekday). */
  configuredDays: number[];
}

/**
 * Adds one weekday's window; SPEC §5 default Monday 09:00–18:00, active (the next free day when
 * Monday is taken). Validated with the server's own schema.
 */
export function AvailabilityForm({ professionalId, configuredDays }: Props) {
  const create = useCreateAvailability(professionalId);
  const form = useForm<CreateAvailabilityRequest>({
    resolver: zodResolver(createAvailabilityRequestSchema),
    defaultValues: {
      dayOfWeek: firstFreeDay(configuredDays) ?? 1,
      startTime: "09:00",
      endTime: "18:00",
      isActive: true,
    },
  });
  const { errors } = form.formState;
  const free = firstFreeDay(configuredDays);

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        toast({ title: "Sucesso", description: "Disponibilidade salva com sucesso!" });
        // The times stay: a week of equal days is added day after day.
        form.setValue("dayOfWeek", firstFreeDay([...configuredDays, created.dayOfWeek]) ?? 1);
      },
    }),
  );

  if (free === null) {
    return (
      <EmptyNote>
        Todos os dias da semana já estão configurados. Exclua um dia para alterá-lo.
      </EmptyNote>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="text-sm font-semibold text-slate-900">Adicionar dia de trabalho</h3>
      <div className="grid gap-1.5">
        <Label htmlFor="availability-day">Dia da semana</Label>
        <select
          id="availability-day"
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          {...form.register("dayOfWeek", { valueAsNumber: true })}
        >
          {WEEKDAY_NAMES.map((name, day) => (
            <option key={name} value={day} disabled={configuredDays.includes(day)}>
              {configuredDays.includes(day) ? `${name} (já configurado)` : name}
            </option>
          ))}
        </select>
        <FieldError message={errors.dayOfWeek?.message} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="availability-start">Início</Label>
          <Input id="availability-start" type="time" {...form.register("startTime")} />
          <FieldError message={errors.startTime?.message} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="availability-end">Fim</Label>
          <Input
            id="availability-end"
            type="time"
            aria-invalid={errors.endTime ? true : undefined}
            {...form.register("endTime")}
          />
          <FieldError message={errors.endTime?.message} />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Checkbox
              id="availability-active"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        <Label htmlFor="availability-active">Ativo</Label>
      </div>
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? "Salvando..." : "Adicionar dia"}
      </Button>
    </form>
  );
}
