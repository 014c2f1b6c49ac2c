import { type SQL, sql } from "drizzle-orm";
import type { AppointmentStats } from "../../../domain/contracts/admin";
import type { Db } from "../../db/client";
import { appointments } from "../../db/schema";

const countWhere = (condition: SQL) =>
  sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);

/** SPEC §3 appointment stats in one query; approved and confirmed count as confirmed. */
export async function getAppointmentStats(db: Db): Promise<AppointmentStats> {
  const status = appointments.status;
  const [row] = await db
    .select({
      totalAppointments: sql<number>`count(*)`.mapWith(Number),
      pendingAppointments: countWhere(sql`${status} = 'pending'`),
      confirmedAppointments: countWhere(sql`${status} IN ('approved', 'confirmed')`),
      autoRejected: countWhere(sql`${status} = 'auto_rejected'`),
    })
    .from(appointments);
  return row!;
}
