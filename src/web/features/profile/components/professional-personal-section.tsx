import type { CurrentUser } from "@domain/contracts/auth";
import { useState } from "react";
import { useUpdatePrivacySettings } from "../api/update-privacy-settings";
import { PersonalInfoSection, type PersonalInfoSectionProps } from "./personal-info-section";
import { PrivacyFields, privacyOf } from "./privacy-fields";

/**
 * A professional's personal form (SPEC §2, §7): 'Celular com WhatsApp', no bio (theirs is in the
 * professional form), and the privacy switches, saved right after the profile.
 */
export function ProfessionalPersonalSection(props: {
  user: CurrentUser;
  PlaceFields: PersonalInfoSectionProps["PlaceFields"];
}) {
  const [privacy, setPrivacy] = useState(() => privacyOf(props.user.professionalProfile));
  const savePrivacy = useUpdatePrivacySettings();
  return (
    <PersonalInfoSection
      user={props.user}
      PlaceFields={props.PlaceFields}
      phoneLabel="Celular com WhatsApp"
      withBio={false}
      submitLabel="Salvar informações pessoais"
      alsoSave={() => savePrivacy.mutateAsync(privacy)}
    >
      <PrivacyFields value={privacy} onChange={setPrivacy} />
    </PersonalInfoSection>
  );
}
