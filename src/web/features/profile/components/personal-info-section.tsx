import type { CurrentUser } from "@domain/contracts/auth";
import type { PersonalProfile } from "@domain/contracts/profile";
import { toast } from "@web/components/ui/use-toast";
import { handleUnauthorizedSave, serverMessage } from "@web/lib/api";
import { useUpdateProfile } from "../api/use-update-profile";
import { PersonalInfoForm, type ServerFieldErrors } from "./personal-info-form";

/** The first message of each field the server refused ({ fieldErrors } of the error body). */
function fieldErrorsOf(error: unknown): ServerFieldErrors | undefined {
  const body = error instanceof Error ? error.message.replace(/^\d{3}: /, "") : "";
  try {
    const parsed = JSON.parse(body) as { fieldErrors?: Record<string, string[]> };
    if (!parsed.fieldErrors) return undefined;
    return Object.fromEntries(
      Object.entries(parsed.fieldErrors).map(([field, messages]) => [field, messages[0]]),
    );
  } catch {
    return undefined;
  }
}

export interface PersonalInfoSectionProps {
  user: CurrentUser;
  requireLocation?: boolean;
  submitLabel?: string;
}

/** The personal form wired to PUT /api/user/profile with the SPEC §8 notifications. */
export function PersonalInfoSection({
  user,
  requireLocation,
  submitLabel,
}: PersonalInfoSectionProps) {
  const update = useUpdateProfile();
  const save = async (values: PersonalProfile): Promise<ServerFieldErrors | undefined> => {
    try {
      await update.mutateAsync(values);
      toast({ title: "Sucesso", description: "Perfil atualizado com sucesso!" });
      return undefined;
    } catch (error) {
      if (handleUnauthorizedSave(error, toast)) return undefined;
      toast({
        title: "Erro",
        description: serverMessage(error, "Falha ao atualizar perfil. Tente novamente."),
        variant: "destructive",
      });
      return fieldErrorsOf(error);
    }
  };
  return (
    <PersonalInfoForm
      user={user}
      withNeighborhood={user.role === "client"}
      requireLocation={requireLocation}
      submitLabel={submitLabel}
      onSubmit={save}
    />
  );
}
