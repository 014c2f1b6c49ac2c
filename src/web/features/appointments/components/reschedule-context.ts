import type { Appointment } from "@domain/contracts/appointments";
import { type ComponentType, createContext, useContext } from "react";

export interface RescheduleDialogProps {
  appointment: Appointment;
  onClose: () => void;
}

/**
 * The 'Remarcar' dialog joins the professional's agenda (another feature) with the slot picker,
 * so it lives in `pages/` (decision 0252); a page provides it here and the cards open it.
 * Without a provider the cards show no 'Remarcar'.
 */
export const RescheduleDialogContext = createContext<ComponentType<RescheduleDialogProps> | null>(
  null,
);

export const useRescheduleDialog = () => useContext(RescheduleDialogContext);
