import type {
  AppointmentStatus,
  Role,
  ServiceType,
  Specialty,
  VerificationStatus,
} from "./constants";

/** An account type as the app names it: the admin lists, the demo accounts, the sign-up note. */
export const ROLE_LABEL: Record<Role, string> = {
  client: "Cliente",
  professional: "Profissional",
  admin: "Administrador",
};

/** The account type's label, or 'Sem tipo de conta' for one that never chose (SPEC §4). */
export const roleLabel = (role: Role | null) => (role ? ROLE_LABEL[role] : "Sem tipo de conta");

/**
 * How a professional's title agrees with them (issue 18): 'feminine' (Psicóloga), 'masculine'
 * (Psicólogo), or null when they have not chosen: then words that agree with nobody,
 * "Profissional de Psicologia" (decision 0375; "Psicólogo(a)" read as a form field, 0340).
 */
export const TITLE_FORMS = ["feminine", "masculine"] as const;
export type TitleForm = (typeof TITLE_FORMS)[number];

const TITLES: Record<Specialty, Record<TitleForm | "unset", string>> = {
  Psicologia: {
    feminine: "Psicóloga",
    masculine: "Psicólogo",
    unset: "Profissional de Psicologia",
  },
  Nutrição: { feminine: "Nutricionista", masculine: "Nutricionista", unset: "Nutricionista" },
  Fisioterapia: {
    feminine: "Fisioterapeuta",
    masculine: "Fisioterapeuta",
    unset: "Fisioterapeuta",
  },
  "Personal Trainer": {
    feminine: "Personal Trainer",
    masculine: "Personal Trainer",
    unset: "Personal Trainer",
  },
};

const VERIFIED: Record<TitleForm, string> = { feminine: "verificada", masculine: "verificado" };

const isSpecialty = (value: string | undefined): value is Specialty =>
  value !== undefined && Object.hasOwn(TITLES, value);

/** The title on a profile ("Psicóloga"), or null for no known specialty. */
export function specialtyTitle(
  specialty: string | undefined,
  form: TitleForm | null | undefined,
): string | null {
  return isSpecialty(specialty) ? TITLES[specialty][form ?? "unset"] : null;
}

/**
 * The verified badge on cards: "Psicóloga verificada", "Psicólogo verificado"; without a chosen
 * form the area and what was checked, "Psicologia · registro verificado", which agrees with the
 * register rather than the person (decision 0375).
 */
export function verifiedBadgeText(
  specialty: string | undefined,
  form: TitleForm | null | undefined,
): string {
  if (!form)
    return isSpecialty(specialty) ? `${specialty} · registro verificado` : "Registro verificado";
  const title = specialtyTitle(specialty, form);
  return title ? `${title} ${VERIFIED[form]}` : `Profissional ${VERIFIED[form]}`;
}

/** The choices of the profile form's "Como prefere ser apresentado(a)", by the main specialty. */
export function titleFormChoices(specialty: string | undefined) {
  return TITLE_FORMS.map((form) => ({ form, label: verifiedBadgeText(specialty, form) }));
}

export const SERVICE_OPTION_LABEL = {
  online: "Online",
  local_proprio: "Local Próprio",
  domiciliar: "Domiciliar",
} as const;

const STATUS_LABEL: Record<AppointmentStatus, string> = {
  pending: "Solicitado",
  approved: "Confirmado",
  confirmed: "Confirmado",
  cancelled: "Cancelado",
  rejected: "Recusado",
  auto_rejected: "Não respondido",
  no_show: "Não compareceu",
};

export type BadgeTone = "green" | "yellow" | "red" | "grey";

/**
 * Label shown for an appointment status; unknown values are shown raw (SPEC §4). A refused request
 * reads 'Recusado', the word of its button (decision 0380; SPEC §4 said 'Negado'). A pending
 * request is 'Solicitado' to the client who asked and 'Pendente' to the professional who must
 * answer it (SPEC §2 'Professional appointments'; docs/decisions/0092).
 */
export function appointmentStatusLabel(
  status: string,
  viewer: "client" | "professional" = "client",
): string {
  if (status === "pending" && viewer === "professional") return "Pendente";
  return STATUS_LABEL[status as AppointmentStatus] ?? status;
}

export function appointmentStatusTone(status: string): BadgeTone {
  if (status === "approved" || status === "confirmed") return "green";
  if (status === "pending") return "yellow";
  if (status === "cancelled" || status === "rejected") return "red";
  return "grey";
}

/** A professional's verification as they read it on their dashboard and profile. */
export const VERIFICATION_STATUS_LABEL: Record<VerificationStatus, string> = {
  pending: "Em análise",
  verified: "Verificado",
  rejected: "Não aprovado",
};

/** A service type in a line of text: Online, Presencial, Domiciliar. */
export const SERVICE_TYPE_NAME: Record<ServiceType, string> = {
  online: "Online",
  presencial: "Presencial",
  domiciliar: "Domiciliar",
};

/**
 * A session's service, worded as the service confirmations name it (decision 0050):
 * 'Consulta de Psicologia - Online', or 'Consulta - Online' without a specialty. The one
 * wording: the demo seed calls it and the confirmations job puts its values into its SQL.
 */
export function serviceDescription(specialty: string | undefined, serviceType: ServiceType) {
  return `${specialty ? `Consulta de ${specialty}` : "Consulta"} - ${SERVICE_TYPE_NAME[serviceType]}`;
}

export function initials(firstName?: string | null, lastName?: string | null): string {
  const a = firstName?.trim().charAt(0) ?? "";
  const b = lastName?.trim().charAt(0) ?? "";
  return `${a}${b}`.toUpperCase() || "?";
}

/** A name as people compare it: without case, accents or surrounding spaces. */
export function foldName(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/**
 * A stored text made one line for a place that must be one (an e-mail's lines, a heading):
 * every run of control, format and line-separator characters becomes one space (issue 28, item
 * 5). New names cannot hold them; rows stored before the rule still can.
 */
export const oneLine = (value: string): string =>
  value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ").trim();
