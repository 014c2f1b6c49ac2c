import type { AdminProfessional } from "@domain/contracts/admin";
import { SERVICE_OPTION_LABEL } from "@domain/text";
import { formatPrice, maskCpf } from "@web/lib/format";
import { formatDateTime } from "../lib/when";
import { DetailFields, Field } from "./detail-fields";
import { RegisterFields } from "./register-fields";

type Profile = NonNullable<AdminProfessional["professionalProfile"]>;

const joined = (values: string[]) => (values.length ? values.join(", ") : null);

function price(profile: Profile) {
  if (!profile.priceRange) return null;
  return `${profile.startingFrom ? "A partir de " : ""}R$ ${formatPrice(profile.priceRange)}`;
}

function office(profile: Profile) {
  const parts = [profile.officeAddress, profile.officeComplement, profile.officeNeighborhood];
  return joined(parts.filter((part): part is string => Boolean(part)));
}

function homeService(profile: Profile) {
  if (profile.homeServiceAreas.length === 0) return null;
  const areas = profile.homeServiceAreas.join(", ");
  return profile.homeServiceCity ? `${profile.homeServiceCity}: ${areas}` : areas;
}

/** What an admin checks before deciding a verification (decision 0101). */
export function ProfessionalProfileFields({ profile }: { profile: Profile }) {
  return (
    <DetailFields>
      <Field label="CPF">{profile.cpf ? maskCpf(profile.cpf) : null}</Field>
      <RegisterFields profile={profile} />
      <Field label="Especialidade">{joined(profile.specialties)}</Field>
      <Field label="Valor">{price(profile)}</Field>
      <Field label="Opções de atendimento">
        {joined(profile.serviceOptions.map((option) => SERVICE_OPTION_LABEL[option]))}
      </Field>
      <Field label="Consultório">{office(profile)}</Field>
      <Field label="Atendimento domiciliar" wide>
        {homeService(profile)}
      </Field>
      <Field label="Bio" wide>
        {profile.bio}
      </Field>
      <Field label="Perfil criado em">{formatDateTime(profile.createdAt)}</Field>
      <Field label="Última alteração">{formatDateTime(profile.updatedAt)}</Field>
    </DetailFields>
  );
}
