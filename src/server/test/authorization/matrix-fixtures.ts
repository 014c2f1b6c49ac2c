import { SessionStore } from "@server/auth/sessions";
import type { Db } from "@server/db/client";
import { availability, blockedSlots, reviewReports, reviews, users } from "@server/db/schema";
import { asCaller, type Caller, TEST_SESSION_SECRET, type TestContext } from "@server/test/app";
import {
  makeAdmin,
  makeAppointment,
  makeClient,
  makeConfirmation,
  makeProfessional,
  makeUser,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";

/** Who calls: the owners (client, pro) and strangers to their data. */
export const IDENTITIES = [
  "anonymous",
  "client",
  "otherClient",
  "pro",
  "otherPro",
  "admin",
  "banned",
  "noRole",
] as const;
export type Identity = (typeof IDENTITIES)[number];

export interface Cast {
  callers: Record<Exclude<Identity, "anonymous" | "banned">, Caller>;
  ids: Record<Exclude<Identity, "anonymous">, string>;
  clientId: string;
  proId: string;
  bannedId: string;
  proImageId: string;
}

export async function makeCast(t: TestContext): Promise<Cast> {
  const [client, otherClient, pro, otherPro, admin, banned, noRole] = [
    await makeClient(t.db),
    await makeClient(t.db),
    await makeProfessional(t.db),
    await makeProfessional(t.db),
    await makeAdmin(t.db),
    await makeClient(t.db, { isBanned: true }),
    await makeUser(t.db, null),
  ];
  const callers = {
    client: await signInAs(t.app, client),
    otherClient: await signInAs(t.app, otherClient),
    pro: await signInAs(t.app, pro),
    otherPro: await signInAs(t.app, otherPro),
    admin: await signInAs(t.app, admin),
    noRole: await signInAs(t.app, noRole),
  };
  const [row] = await t.db.select().from(users).where(eq(users.id, pro.id));
  return {
    callers,
    ids: {
      client: client.id,
      otherClient: otherClient.id,
      pro: pro.id,
      otherPro: otherPro.id,
      admin: admin.id,
      banned: banned.id,
      noRole: noRole.id,
    },
    clientId: client.id,
    proId: pro.id,
    bannedId: banned.id,
    proImageId: row!.profileImageId!,
  };
}

/**
 * Sends `request` as `who`, on a session of its own when `throwaway` (a request that ends its
 * session: sign-out). A banned user's session dies at its first request: a new one each time.
 */
export async function send(
  t: TestContext,
  cast: Cast,
  who: Identity,
  request: InjectOptions,
  throwaway = false,
) {
  if (who === "anonymous") return t.app.inject(request);
  if (who === "banned" || throwaway) {
    const { token } = await new SessionStore(t.db, TEST_SESSION_SECRET).create(cast.ids[who]);
    return asCaller(t.app, cast.ids[who], `acolher_session=${token}`).request(request);
  }
  return cast.callers[who].request(request);
}

let made = 0;
/** The n-th half hour slot of the fixtures: never the same one twice. */
function nextSlot(weekday: number) {
  made++;
  const minutes = (made % 40) * 30;
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, "0")}:${m % 60 ? "30" : "00"}`;
  return {
    date: nextWeekday(weekday, 2 + Math.floor(made / 40)),
    startTime: hhmm(minutes),
    endTime: hhmm(minutes + 30),
  };
}

/** A fresh future appointment of the cast's client with the cast's professional. */
export function freshAppointment(db: Db, cast: Cast) {
  return makeAppointment(db, {
    clientId: cast.clientId,
    professionalId: cast.proId,
    ...nextSlot(2),
  });
}

/** A fresh ended appointment with its service confirmation, neither side confirmed. */
export function freshConfirmation(db: Db, cast: Cast) {
  made++;
  return makeConfirmation(db, {
    clientId: cast.clientId,
    professionalId: cast.proId,
    startedMinutesAgo: 24 * 60 + made * 120,
    clientConfirmed: false,
    professionalConfirmed: false,
  });
}

export async function freshBlock(db: Db, cast: Cast) {
  const [row] = await db
    .insert(blockedSlots)
    .values({ professionalId: cast.proId, ...nextSlot(6) })
    .returning();
  return row!;
}

export async function freshAvailability(db: Db, cast: Cast) {
  // Several windows a day may exist (issue 17), never overlapping: replace Sunday's.
  await db
    .delete(availability)
    .where(and(eq(availability.professionalId, cast.proId), eq(availability.dayOfWeek, 0)));
  const [row] = await db
    .insert(availability)
    .values({ professionalId: cast.proId, dayOfWeek: 0, startTime: "06:00", endTime: "07:00" })
    .returning();
  return row!;
}

/** A whole-day block group of the pro's (issue 17), a Saturday weeks ahead. */
export async function freshBlockGroup(db: Db, cast: Cast) {
  made++;
  const groupId = crypto.randomUUID();
  await db.insert(blockedSlots).values({
    professionalId: cast.proId,
    date: nextWeekday(6, 2 + made),
    startTime: "00:00",
    endTime: "23:59",
    groupId,
  });
  return groupId;
}

/**
 * A fresh review by the cast's client of the cast's professional (decision 0388), published or
 * held; with `reportedBy`, an open report of that user's on it.
 */
export async function freshReview(
  db: Db,
  cast: Cast,
  options: { status?: "published" | "held"; reportedBy?: string } = {},
) {
  made++;
  const confirmation = await makeConfirmation(db, {
    clientId: cast.clientId,
    professionalId: cast.proId,
    startedMinutesAgo: 24 * 60 + made * 120,
    clientConfirmed: true,
    professionalConfirmed: true,
  });
  const [review] = await db
    .insert(reviews)
    .values({
      professionalId: cast.proId,
      clientId: cast.clientId,
      serviceConfirmationId: confirmation.id,
      rating: 4,
      comment: "Atendimento cuidadoso.",
      status: options.status ?? "published",
    })
    .returning();
  if (options.reportedBy) {
    await db
      .insert(reviewReports)
      .values({ reviewId: review!.id, reporterId: options.reportedBy, reason: "ofensivo" });
  }
  return review!;
}
