import { SERVICE_DURATIONS, type ServiceDuration } from "@domain/constants";
import {
  type UpdateAgendaSettingsRequest,
  updateAgendaSettingsRequestSchema,
} from "@domain/contracts/agenda";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";
import { toast } from "@web/components/ui/use-toast";
import { cn } from "@web/lib/cn";
import { Controller, useForm } from "react-hook-form";
import { useUpdateAgendaSettings } from "../api/update-agenda-settings";
import { BookingPolicyField } from "./booking-policy-field";
import { FramedDialog } from "./framed-dialog";
import { NoticeSelect } from "./notice-select";
import { OnlineSettingsSection } from "./online-settings-section";
import { PixSettingsSection } from "./pix-settings-section";
import { PreBookingMessagesSection } from "./pre-booking-messages-section";

interface Props {
  professionalId: string;
  duration: ServiceDuration;
  /** The professional's main specialty: the consent term shown in 'Atendimento online'. */
  specialty?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Duração do Serviço': 30, 50 or 60 minutes (SPEC §9); new slots follow it. */
export function DurationDialog({ open, onOpenChange, ...props }: Props) {
  return (
    <FramedDialog
      title="Duração do Serviço"
      description="Os horários da agenda são gerados com esta duração. Consultas já marcadas não mudam."
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-md"
    >
      <DurationForm {...props} onDone={() => onOpenChange(false)} />
      <NoticeSelect professionalId={props.professionalId} />
      <BookingPolicyField professionalId={props.professionalId} />
      <OnlineSettingsSection specialty={props.specialty} />
      <PreBookingMessagesSection />
      <PixSettingsSection />
    </FramedDialog>
  );
}

function DurationForm({
  professionalId,
  duration,
  onDone,
}: Omit<Props, "open" | "onOpenChange" | "specialty"> & { onDone: () => void }) {
  const update = useUpdateAgendaSettings(professionalId);
  const form = useForm<UpdateAgendaSettingsRequest>({
    resolver: zodResolver(updateAgendaSettingsRequestSchema),
    defaultValues: { serviceDuration: duration },
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({ title: "Sucesso", description: "Duração do serviço salva com sucesso!" });
        onDone();
      },
    }),
  );

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Controller
        control={form.control}
        name="serviceDuration"
        render={({ field }) => (
          <fieldset className="grid grid-cols-3 gap-2">
            <legend className="sr-only">Duração</legend>
            {SERVICE_DURATIONS.map((minutes) => (
              <label
                key={minutes}
                className={cn(
                  "relative flex cursor-pointer flex-col items-center rounded-md border px-2 py-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600",
                  field.value === minutes
                    ? "border-teal-700 bg-teal-50 text-teal-900"
                    : "border-slate-300 text-slate-900 hover:bg-slate-50",
                )}
              >
                <input
                  type="radio"
                  name={field.name}
                  value={minutes}
                  checked={field.value === minutes}
                  onChange={() => field.onChange(minutes)}
                  className="absolute inset-0 z-10 cursor-pointer opacity-0"
                />
                <span className="text-xl font-semibold">{minutes}</span> <span>minutos</span>
              </label>
            ))}
          </fieldset>
        )}
      />
      <DialogFooter>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Salvando..." : "Salvar"}
        </Button>
      </DialogFooter>
    </form>
  );
}
