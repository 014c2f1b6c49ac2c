import type { AdminStats } from "@domain/contracts/admin";
import type { Db } from "@server/db/client";
import { readCounters } from "./stat-counters";

/**
 * The dashboard's counts, read from the counters the database keeps (decision 0190): a few
 * rows whatever the number of accounts. Deleted accounts are not users any more; banned ones
 * still are. totalUsers also counts admins and accounts that have not chosen a role yet.
 * Every appointment ever requested counts, whatever its status.
 * Docs: docs/decisions/0100-admin-counts-and-lists.md.
 */
export async function getAdminStats(db: Db): Promise<AdminStats> {
  const counters = await readCounters(db);
  return {
    totalUsers: counters.get("users"),
    totalProfessionals: counters.get("users.professional"),
    totalClients: counters.get("users.client"),
    totalAppointments: counters.get("appointments"),
  };
}
