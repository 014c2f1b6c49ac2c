import type { SeriesFrequency } from "@domain/constants";
import type { Db } from "@server/db/client";
import { appointmentSeries, appointments } from "@server/db/schema";
import { inArray } from "drizzle-orm";

/** A series row holding existing appointments (made with makeAppointment) as its occurrences. */
export async function makeSeries(
  db: Db,
  options: {
    clientId: string;
    professionalId: string;
    appointmentIds: string[];
    frequency?: SeriesFrequency;
  },
): Promise<string> {
  const [series] = await db
    .insert(appointmentSeries)
    .values({
      clientId: options.clientId,
      professionalId: options.professionalId,
      frequency: options.frequency ?? "weekly",
      count: Math.max(2, options.appointmentIds.length),
    })
    .returning({ id: appointmentSeries.id });
  await db
    .update(appointments)
    .set({ seriesId: series!.id })
    .where(inArray(appointments.id, options.appointmentIds));
  return series!.id;
}
