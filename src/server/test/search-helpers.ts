import type { Db } from "@server/db/client";
import { professionalProfiles, reviews } from "@server/db/schema";
import { isActiveCompleteProfessional } from "@server/features/professionals/searchable";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import { expect } from "vitest";
import type { Caller } from "./app";
import {
  makeClient,
  makeConfirmation,
  makeProfessional,
  type ProfessionalOptions,
} from "./factories";

/** A professional who shows in search: makeProfessional's default, named for the reader. */
export const makeSearchableProfessional = (db: Db, options: ProfessionalOptions = {}) =>
  makeProfessional(db, options);

/** A word no other test uses, to find this test's professionals among everyone's. */
export const uniqueWord = (prefix = "Tk") =>
  `${prefix}${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;

/** Reviews with these ratings, each on its own past appointment confirmed by both sides. */
export async function giveRatings(db: Db, professionalId: string, ratings: number[]) {
  const client = await makeClient(db);
  for (const [i, rating] of ratings.entries()) {
    const confirmation = await makeConfirmation(db, {
      clientId: client.id,
      professionalId,
      // Weeks back, so they never overlap a test's own sessions around today, whatever the hour.
      startedMinutesAgo: (i + 30) * 24 * 60,
      status: "confirmed",
      clientConfirmed: true,
      professionalConfirmed: true,
    });
    await db.insert(reviews).values({
      professionalId,
      clientId: client.id,
      serviceConfirmationId: confirmation.id,
      rating,
    });
  }
}

/**
 * The search rule computed from the rows (active, complete, verified), to show that the
 * `searchable` flag a trigger keeps on the profile (drizzle/0009) agrees with it.
 */
export function searchableByRule(): SQL {
  return and(isActiveCompleteProfessional(), eq(professionalProfiles.isVerified, true))!;
}

/**
 * The verification queue's rule computed from the rows (active, complete, not verified, not
 * rejected since the last save), to show that the flag the trigger keeps (drizzle/0046) agrees.
 */
export function awaitingByRule(): SQL {
  return and(
    isActiveCompleteProfessional(),
    eq(professionalProfiles.isVerified, false),
    isNull(professionalProfiles.verificationRejectedAt),
  )!;
}

/**
 * Every page of a search as `caller` sees it, `limit` cards at a time, following 'Carregar mais'
 * (the last card's id as `after`) until a page is short: each page's cards in the order shown.
 */
export async function searchPages(
  caller: Caller,
  params: Record<string, string>,
  limit = 2,
): Promise<{ id: string; firstName: string }[][]> {
  const pages: { id: string; firstName: string }[][] = [];
  let after: string | undefined;
  for (let page = 0; page < 10; page++) {
    const query = new URLSearchParams({
      ...params,
      limit: String(limit),
      ...(after ? { after } : {}),
    });
    const res = await caller.request({ url: `/api/professionals/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json() as { id: string; firstName: string }[];
    pages.push(found);
    if (found.length < limit) break;
    after = found.at(-1)!.id;
  }
  return pages;
}
