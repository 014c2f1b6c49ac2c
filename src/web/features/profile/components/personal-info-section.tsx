import type { CurrentUser } from "@domain/contracts/auth";
import type { PersonalProfile } from "@domain/contracts/profile";
import { toast } from "@web/components/ui/use-toast";
import { isApiError } from "@web/lib/api";
import { useUpdateProfile } from "../api/update-profile";
import {
  PersonalInfoForm,
  type PersonalInfoFormProps,
  type ServerFieldErrors,
} from "./personal-info-form";

/** The first message of each field the server refused. */
function firstFieldErrors(error: unknown): ServerFieldErrors | undefined {
  if (!isApiError(error)) return undefined;
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0]]),
  );
}

export interface PersonalInfoSectionProps {
  user: CurrentUser;
  requireLocation?: boolean;
  submitLabel?: string;
  PlaceFields: PersonalInfoFormProps["PlaceFields"];
}

/** The personal form wired to PUT /api/user/profile with the SPEC §8 notifications. */
export function PersonalInfoSection({ user, ...props }: PersonalInfoSectionProps) {
  const update = useUpdateProfile();
  const save = async (values: PersonalProfile): Promise<ServerFieldErrors | undefined> => {
    try {
      await update.mutateAsync(values);
      toast({ title: "Sucesso", description: "Perfil atualizado com sucesso!" });
      return undefined;
    } catch (error) {
      // The failure's notification is the query client's (useUpdateProfile's meta).
      return firstFieldErrors(error);
    }
  };
  return (
    <PersonalInfoForm
      user={user}
      withNeighborhood={user.role === "client"}
      {...props}
      onSubmit={save}
    />
  );
}
