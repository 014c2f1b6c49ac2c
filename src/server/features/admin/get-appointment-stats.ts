import type { AppointmentStats } from "@domain/contracts/admin";
import type { Db } from "@server/db/client";
import { readCounters } from "./stat-counters";

/**
 * SPEC §3 appointment stats from the counters the database keeps (decision 0190); approved
 * and confirmed count as confirmed. 'Não respondido' counts the requests the expiry has
 * turned to auto_rejected (decision 0100).
 */
export async function getAppointmentStats(db: Db): Promise<AppointmentStats> {
  const counters = await readCounters(db);
  return {
    totalAppointments: counters.get("appointments"),
    pendingAppointments: counters.get("appointments.pending"),
    confirmedAppointments:
      counters.get("appointments.approved") + counters.get("appointments.confirmed"),
    autoRejected: counters.get("appointments.auto_rejected"),
  };
}
