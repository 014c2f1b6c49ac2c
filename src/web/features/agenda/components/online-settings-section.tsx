import { SPECIALTIES, type Specialty } from "@domain/constants";
import {
  type OnlineSettings,
  type OnlineSettingsRequest,
  onlineSettingsRequestSchema,
} from "@domain/contracts/rooms";
import { CONSENT_EXTRA_MAX, telehealthConsentDefault, VIDEO_LINK_MAX } from "@domain/telehealth";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/ui/button";
import { FieldError, Input, Label, Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { isApiError } from "@web/lib/api";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useOnlineSettings } from "../api/get-online-settings";
import { useUpdateOnlineSettings } from "../api/update-online-settings";

type FormInput = z.input<typeof onlineSettingsRequestSchema>;

const isSpecialty = (value: string | undefined): value is Specialty =>
  (SPECIALTIES as readonly string[]).includes(value ?? "");

/**
 * Issue 32, items 3 and 4 (decision 0396): 'Atendimento online', beside the cancellation notice
 * and the booking policy. The professional's own video room (https, checked by the same contract
 * the server parses) and what they add to their council's consent term, shown above the field.
 */
export function OnlineSettingsSection({ specialty }: { specialty: string | undefined }) {
  const settings = useOnlineSettings();
  return (
    <section
      aria-labelledby="online-settings-title"
      className="grid gap-3 border-t border-slate-200 pt-4"
    >
      <h3 id="online-settings-title" className="font-semibold text-slate-900">
        Atendimento online
      </h3>
      {settings.data ? (
        <OnlineSettingsForm saved={settings.data} specialty={specialty} />
      ) : (
        <p className="text-sm text-slate-700">
          {settings.isError ? "Não foi possível carregar." : "Carregando..."}
        </p>
      )}
    </section>
  );
}

function OnlineSettingsForm({
  saved,
  specialty,
}: {
  saved: OnlineSettings;
  specialty: string | undefined;
}) {
  const update = useUpdateOnlineSettings();
  const form = useForm<FormInput, unknown, OnlineSettingsRequest>({
    resolver: zodResolver(onlineSettingsRequestSchema),
    defaultValues: {
      videoLink: saved.videoLink ?? "",
      telehealthConsentExtra: saved.telehealthConsentExtra ?? "",
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (next) => {
        form.reset({
          videoLink: next.videoLink ?? "",
          telehealthConsentExtra: next.telehealthConsentExtra ?? "",
        });
        toast({ title: "Sucesso", description: "Atendimento online salvo!" });
      },
      onError: (e) => {
        if (!isApiError(e, 400)) return;
        for (const name of ["videoLink", "telehealthConsentExtra"] as const) {
          const message = e.fieldErrors[name]?.[0];
          if (message) form.setError(name, { message });
        }
      },
    }),
  );
  const term = isSpecialty(specialty) ? telehealthConsentDefault(specialty) : null;

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <div className="grid gap-2">
        <Label htmlFor="video-link">Sua sala de vídeo (opcional)</Label>
        <Input
          id="video-link"
          type="url"
          inputMode="url"
          maxLength={VIDEO_LINK_MAX + 50}
          placeholder="https://meet.google.com/abc-defg-hij"
          aria-invalid={errors.videoLink ? true : undefined}
          aria-describedby="video-link-hint video-link-erro"
          {...form.register("videoLink")}
        />
        <p id="video-link-hint" className="text-xs text-slate-700">
          Preenchido, suas sessões online usam este endereço em vez da sala do Acolher, e o serviço
          de vídeo escolhido (Meet, Zoom, Jitsi…) passa a receber a chamada. Deixe em branco para
          usar a sala do Acolher.
        </p>
        <FieldError id="video-link-erro" message={errors.videoLink?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="consent-extra">Acréscimo ao termo de consentimento (opcional)</Label>
        {term && (
          <details className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            <summary className="cursor-pointer font-medium">
              {term.title} ({term.source})
            </summary>
            <div data-testid="consent-default" className="mt-2 grid gap-2">
              {term.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        )}
        <Textarea
          id="consent-extra"
          maxLength={CONSENT_EXTRA_MAX + 50}
          aria-invalid={errors.telehealthConsentExtra ? true : undefined}
          aria-describedby="consent-extra-hint consent-extra-erro"
          {...form.register("telehealthConsentExtra")}
        />
        <p id="consent-extra-hint" className="text-xs text-slate-700">
          O cliente lê o termo padrão da sua profissão, acima, seguido deste acréscimo, e o aceita
          antes da primeira sessão online. Se você mudar o acréscimo, seus clientes precisarão
          aceitar o termo de novo.
        </p>
        <FieldError id="consent-extra-erro" message={errors.telehealthConsentExtra?.message} />
      </div>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-end"
        disabled={!form.formState.isDirty || update.isPending}
      >
        {update.isPending ? "Salvando..." : "Salvar atendimento online"}
      </Button>
    </form>
  );
}
