import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * The pt-BR "27/11/2026 às 14:00" of the scheduled notifications, written by the query that
 * finds them: one wording for every e-mail, in the appointment's own zone.
 */

/** A local wall-clock date and time (the appointment's `appointment_date`, `start_time`). */
export const localWhenSql = (date: SQLWrapper, time: SQLWrapper): SQL<string> =>
  sql<string>`to_char(${date}, 'DD/MM/YYYY') || ' às ' || to_char(${time}, 'HH24:MI')`;

/** An absolute instant shown on the wall clock of `timeZone` (an IANA name). */
export const instantWhenSql = (instant: SQLWrapper, timeZone: SQLWrapper): SQL<string> =>
  sql<string>`to_char(${instant} AT TIME ZONE ${timeZone}, 'DD/MM/YYYY "às" HH24:MI')`;

/** The same "27/11/2026 às 14:00" from a local ISO date and an "HH:MM[:SS]" time, in code. */
export const localWhenText = (date: string, time: string): string => {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year} às ${time.slice(0, 5)}`;
};
