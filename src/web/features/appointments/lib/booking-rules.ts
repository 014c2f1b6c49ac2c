import { offersServiceType, servesNeighborhood } from "@domain/appointments";
import { SERVICE_TYPES, type ServiceOption, type ServiceType } from "@domain/constants";
import { APPOINTMENT_MESSAGES } from "@domain/contracts/appointments";
import type { EmptySlotsReason } from "@domain/slots";

export interface ServiceTypeChoice {
  value: ServiceType;
  label: string;
  disabled: boolean;
}

const SERVICE_TYPE_LABEL: Record<ServiceType, string> = {
  online: "Online",
  presencial: "Presencial (Consultório)",
  domiciliar: "Domiciliar",
};

/**
 * SPEC §2 booking: the service types the professional's options offer (the domain's mapping:
 * presencial needs local_proprio), Domiciliar disabled when the client's neighbourhood is not
 * one of the served areas.
 */
export function serviceTypeChoices(
  serviceOptions: readonly ServiceOption[],
  homeServiceAreas: readonly string[],
  clientNeighborhood: string | null,
): ServiceTypeChoice[] {
  return SERVICE_TYPES.filter((type) => offersServiceType(serviceOptions, type)).map((value) => ({
    value,
    label: SERVICE_TYPE_LABEL[value],
    disabled: value === "domiciliar" && !servesNeighborhood(homeServiceAreas, clientNeighborhood),
  }));
}

export interface BookingDraft {
  date: string | null;
  startTime: string | null;
  serviceType: ServiceType | null;
  clientAddress: string;
}

export interface BookingProblem {
  title: string;
  description: string;
}

/** The first choice the client may take; a lone disabled Domiciliar stays visible but chosen. */
export const defaultServiceType = (choices: readonly ServiceTypeChoice[]) =>
  (choices.find((c) => !c.disabled) ?? choices[0])?.value ?? null;

/** The checks the dialog makes before sending (SPEC §5 Booking); null when it may send. */
export function bookingProblem(
  draft: BookingDraft,
  choices: readonly ServiceTypeChoice[],
): BookingProblem | null {
  if (!draft.date || !draft.startTime) {
    return {
      title: "Campos obrigatórios",
      description: "Por favor, selecione uma data e horário.",
    };
  }
  const choice = choices.find((c) => c.value === draft.serviceType);
  if (!choice) {
    return { title: "Campos obrigatórios", description: "Selecione o tipo de atendimento." };
  }
  if (choice.value === "domiciliar" && choice.disabled) {
    return {
      title: "Atendimento indisponível",
      description: APPOINTMENT_MESSAGES.neighborhoodNotServed,
    };
  }
  if (choice.value === "domiciliar" && draft.clientAddress.trim() === "") {
    return {
      title: "Campos obrigatórios",
      description: APPOINTMENT_MESSAGES.addressRequired,
    };
  }
  return null;
}

/** Why a chosen day shows no slot, in the client's words. */
export const EMPTY_SLOTS_TEXT: Record<EmptySlotsReason, string> = {
  not_working: "O profissional não atende neste dia.",
  all_taken: "Todos os horários deste dia já foram agendados.",
  all_blocked: "Os horários deste dia foram bloqueados pelo profissional.",
  past: "Os horários deste dia já passaram.",
};
