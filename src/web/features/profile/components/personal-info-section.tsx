import type { CurrentUser } from "@domain/contracts/auth";
import type { PersonalProfile } from "@domain/contracts/profile";
import { toast } from "@web/components/ui/use-toast";
import { useUpdateProfile } from "../api/update-profile";
import {
  PersonalInfoForm,
  type PersonalInfoFormProps,
  type ServerFieldErrors,
} from "./personal-info-form";
import { serverFieldErrors } from "./server-field-errors";

export interface PersonalInfoSectionProps
  extends Pick<
    PersonalInfoFormProps,
    "requireLocation" | "submitLabel" | "PlaceFields" | "phoneLabel" | "withBio" | "children"
  > {
  user: CurrentUser;
  /** A second save after the profile's (a professional's privacy settings, SPEC §7). */
  alsoSave?: () => Promise<unknown>;
}

/** The personal form wired to PUT /api/user/profile with the SPEC §8 notifications. */
export function PersonalInfoSection({ user, alsoSave, ...props }: PersonalInfoSectionProps) {
  const update = useUpdateProfile();
  const save = async (values: PersonalProfile): Promise<ServerFieldErrors | undefined> => {
    try {
      await update.mutateAsync(values);
      await alsoSave?.();
      toast({ title: "Sucesso", description: "Perfil atualizado com sucesso!" });
      return undefined;
    } catch (error) {
      // The failure's notification is the query client's (each mutation hook's meta).
      return serverFieldErrors(error);
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
