import {
  type CreateAvailabilityRequest,
  createAvailabilityRequestSchema,
} from "@domain/contracts/agenda";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { isApiError } from "@web/lib/api";
import { Controller, useForm } from "react-hook-form";
import { useCreateAvailability } from "../api/create-availability";
import { WEEK_ORDER, WEEKDAY_NAMES } from "../lib/weekdays";

interface Props {
  professionalId: string;
}

/**
 * 'Adicionar horário': one more window for a weekday (several a day, issue 17); SPEC §5 default
 * Monday 09:00–18:00, active. Validated with the server's own schema; a window overlapping
 * another of the day comes back as the server's field message under 'Início'.
 */
export function AvailabilityForm({ professionalId }: Props) {
  const create = useCreateAvailability(professionalId);
  const form = useForm<CreateAvailabilityRequest>({
    resolver: zodResolver(createAvailabilityRequestSchema),
    defaultValues: { dayOfWeek: 1, startTime: "09:00", endTime: "18:00", isActive: true },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        toast({
          title: "Sucesso",
          description: `${created.startTime}–${created.endTime} adicionado a ${WEEKDAY_NAMES[created.dayOfWeek]}.`,
        });
      },
      onError: (error) => {
        if (!isApiError(error, 400)) return;
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field === "startTime" || field === "endTime" || field === "dayOfWeek") {
            form.setError(field, { message: messages[0] });
          }
        }
      },
    }),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="text-sm font-semibold text-slate-900">Adicionar horário</h3>
      <div className="grid gap-1.5">
        <Label htmlFor="availability-day">Dia da semana</Label>
        <select
          id="availability-day"
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600"
          {...form.register("dayOfWeek", { valueAsNumber: true })}
        >
          {WEEK_ORDER.map((day) => (
            <option key={day} value={day}>
              {WEEKDAY_NAMES[day]}
            </option>
          ))}
        </select>
        <FieldError message={errors.dayOfWeek?.message} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="availability-start">Início</Label>
          <Input
            id="availability-start"
            type="time"
            aria-invalid={errors.startTime ? true : undefined}
            {...form.register("startTime")}
          />
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
        {create.isPending ? "Salvando..." : "Adicionar horário"}
      </Button>
    </form>
  );
}
