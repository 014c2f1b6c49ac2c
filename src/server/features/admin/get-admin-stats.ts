import { isNull, sql } from "drizzle-orm";
import type { AdminStats } from "../../../domain/contracts/admin";
import type { Db } from "../../db/client";
import { appointments, users } from "../../db/schema";

/**
 * The dashboard's counts in one query, counted by the database. Deleted accounts are not
 * users any more; banned ones still are. totalUsers also counts admins and accounts that have
 * not chosen a role yet. Every appointment ever requested counts, whatever its status.
 * Docs: docs/decisions/0100-admin-counts-and-lists.md.
 */
export async function getAdminStats(db: Db): Promise<AdminStats> {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*)`.mapWith(Number),
      totalProfessionals:
        sql<number>`count(*) FILTER (WHERE ${users.role} = 'professional')`.mapWith(Number),
      totalClients: sql<number>`count(*) FILTER (WHERE ${users.role} = 'client')`.mapWith(Number),
      totalAppointments: sql<number>`(SELECT count(*) FROM ${appointments})`.mapWith(Number),
    })
    .from(users)
    .where(isNull(users.deletedAt));
  return row!;
}
