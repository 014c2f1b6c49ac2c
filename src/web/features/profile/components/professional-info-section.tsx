import type { CurrentUser } from "@domain/contracts/auth";
import type { ProfessionalProfileRequest } from "@domain/contracts/professional-profile";
import { toast } from "@web/components/ui/use-toast";
import { useSaveProfessionalProfile } from "../api/save-professional-profile";
import { ProfessionalInfoForm } from "./professional-info-form";
import { serverFieldErrors } from "./server-field-errors";
import type { PlaceSlots } from "./service-options-fields";

/** The professional form wired to POST /api/professional/profile with the SPEC §8 notices. */
export function ProfessionalInfoSection({ user, ...slots }: { user: CurrentUser } & PlaceSlots) {
  const save = useSaveProfessionalProfile();
  const onSubmit = async (values: ProfessionalProfileRequest) => {
    try {
      await save.mutateAsync(values);
      toast({ title: "Sucesso", description: "Perfil atualizado com sucesso!" });
      return undefined;
    } catch (error) {
      // The failure's notification is the query client's (useSaveProfessionalProfile's meta).
      return serverFieldErrors(error);
    }
  };
  return <ProfessionalInfoForm profile={user.professionalProfile} onSubmit={onSubmit} {...slots} />;
}
