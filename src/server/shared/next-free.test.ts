import { addDays, dayOfWeek, nowInZone } from "@domain/time";
import { professionalProfiles } from "@server/db/schema";
import { refreshPassedNextFree } from "@server/shared/next-free";
import { type Caller, setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  makeAdmin,
  makeClient,
  makeProfessional,
  SAO_PAULO,
  signInAs,
} from "@server/test/factories";
import { referenceNextFree, storedNextFree } from "@server/test/next-free-reference";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";

const onPostgres = inject("testDatabase").kind === "postgres";

/** The app's clock: fixed, moved by the tests that let time pass. */
let clockAt = testNow();
const t = setupTestApp({ clock: () => clockAt });

let client: Caller;
beforeAll(async () => {
  client = await signInAs(t.app, await makeClient(t.db));
});

/** The stored next free slot, after checking it equals a fresh recomputation. */
async function nextFree(professionalId: string): Promise<Date | null> {
  const stored = await storedNextFree(t.db, professionalId);
  expect(stored?.toISOString() ?? null).toBe(
    (await referenceNextFree(t.db, professionalId, clockAt))?.toISOString() ?? null,
  );
  return stored;
}

/** The local date and time of an instant in São Paulo. */
const local = (at: Date) => nowInZone(SAO_PAULO, at);

async function book(professionalId: string, at: Date, minutes = 60) {
  const start = local(at);
  const end = local(new Date(at.getTime() + minutes * 60_000));
  const res = await client.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId,
      appointmentDate: start.date,
      startTime: start.time,
      endTime: end.time,
      serviceType: "online",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe("next_free_at equals a fresh recomputation after each kind of change", () => {
  it("book, reject, cancel, block, unblock, availability, duration", async () => {
    clockAt = testNow();
    const user = await makeProfessional(t.db, {
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      serviceOptions: ["online"],
    });
    const pro = await signInAs(t.app, user);
    const first = (await nextFree(user.id))!;
    expect(first).not.toBeNull();
    expect(first.getTime()).toBeGreaterThan(clockAt.getTime());

    // Booking the first free slot moves it on; rejecting it gives it back.
    const booked = await book(user.id, first);
    const afterBooking = (await nextFree(user.id))!;
    expect(afterBooking.getTime()).toBeGreaterThan(first.getTime());
    const rejected = await pro.request({
      method: "PUT",
      url: `/api/agenda/appointments/${booked}/status`,
      payload: { status: "rejected" },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await nextFree(user.id)).toEqual(first);

    // The client cancelling their request gives it back too.
    const again = await book(user.id, first);
    expect(await nextFree(user.id)).toEqual(afterBooking);
    const cancelled = await client.request({
      method: "PUT",
      url: `/api/appointments/${again}/status`,
      payload: { status: "cancelled" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await nextFree(user.id)).toEqual(first);

    // A block over it moves it; removing the block gives it back.
    const slot = local(first);
    const end = local(new Date(first.getTime() + 3_600_000));
    const blocked = await pro.request({
      method: "POST",
      url: "/api/agenda/blocked",
      payload: { date: slot.date, startTime: slot.time, endTime: end.time },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect((await nextFree(user.id))!.getTime()).toBeGreaterThan(first.getTime());
    const unblocked = await pro.request({
      method: "DELETE",
      url: `/api/agenda/blocked/${blocked.json().id}`,
    });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(await nextFree(user.id)).toEqual(first);

    // Without any window there is no free slot; one window brings one back.
    const windows = (await pro.request({ url: `/api/agenda/availability/${user.id}` })).json();
    for (const w of windows as { id: string }[]) {
      const res = await pro.request({ method: "DELETE", url: `/api/agenda/availability/${w.id}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await nextFree(user.id)).toBeNull();
    const weekday = new Date(`${addDays(local(clockAt).date, 2)}T12:00:00Z`).getUTCDay();
    const added = await pro.request({
      method: "POST",
      url: "/api/agenda/availability",
      payload: { dayOfWeek: weekday, startTime: "14:00", endTime: "15:00" },
    });
    expect(added.statusCode, added.body).toBe(201);
    const oneWindow = (await nextFree(user.id))!;
    expect(local(oneWindow).time).toBe("14:00");

    // A 30-minute duration gives the same window two slots; booking the first leaves 14:30.
    const duration = await pro.request({
      method: "POST",
      url: "/api/agenda/settings",
      payload: { serviceDuration: 30 },
    });
    expect(duration.statusCode, duration.body).toBe(200);
    expect(await nextFree(user.id)).toEqual(oneWindow);
    await book(user.id, oneWindow, 30);
    expect(local((await nextFree(user.id))!).time).toBe("14:30");
  });

  it("an account closed by a ban frees the slots it held at once", async () => {
    clockAt = testNow();
    const user = await makeProfessional(t.db, {
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      serviceOptions: ["online"],
    });
    const first = (await nextFree(user.id))!;
    const banned = await makeClient(t.db);
    const bannedCaller = await signInAs(t.app, banned);
    const start = local(first);
    const end = local(new Date(first.getTime() + 3_600_000));
    const res = await bannedCaller.request({
      method: "POST",
      url: "/api/appointments",
      payload: {
        professionalId: user.id,
        appointmentDate: start.date,
        startTime: start.time,
        endTime: end.time,
        serviceType: "online",
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await nextFree(user.id))!.getTime()).toBeGreaterThan(first.getTime());
    const admin = await signInAs(t.app, await makeAdmin(t.db));
    const ban = await admin.request({
      method: "PUT",
      url: `/api/admin/users/${banned.id}/ban`,
      payload: { isBanned: true, banReason: "uso_indevido" },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(await nextFree(user.id)).toEqual(first);
  });

  it.runIf(onPostgres)(
    "concurrent bookings of one agenda leave the value of the last to commit (PostgreSQL)",
    async () => {
      clockAt = testNow();
      const user = await makeProfessional(t.db, { weekdays: [], serviceOptions: ["online"] });
      // One day a week, six slots: all six booked at once leave the next week's first.
      const day = addDays(local(clockAt).date, 2);
      const pro = await signInAs(t.app, user);
      const added = await pro.request({
        method: "POST",
        url: "/api/agenda/availability",
        payload: { dayOfWeek: dayOfWeek(day), startTime: "09:00", endTime: "15:00" },
      });
      expect(added.statusCode, added.body).toBe(201);
      const clients = await Promise.all(
        Array.from({ length: 6 }, async () => signInAs(t.app, await makeClient(t.db))),
      );
      // Six clients at once, each a different hour of one day: all under the agenda lock.
      const answers = await Promise.all(
        clients.map((c, i) =>
          c.request({
            method: "POST",
            url: "/api/appointments",
            payload: {
              professionalId: user.id,
              appointmentDate: day,
              startTime: `${String(9 + i).padStart(2, "0")}:00`,
              endTime: `${String(10 + i).padStart(2, "0")}:00`,
              serviceType: "online",
            },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
      expect(local((await nextFree(user.id))!)).toMatchObject({
        date: addDays(day, 7),
        time: "09:00",
      });
    },
  );

  it("the job works through every passed slot in rounds, each its own transaction", async () => {
    clockAt = testNow();
    const users = await Promise.all(
      Array.from({ length: 5 }, () => makeProfessional(t.db, { serviceOptions: ["online"] })),
    );
    const passed = new Date(clockAt.getTime() - 60_000);
    for (const user of users) {
      await t.db
        .update(professionalProfiles)
        .set({ nextFreeAt: passed })
        .where(eq(professionalProfiles.userId, user.id));
    }
    expect(await refreshPassedNextFree(t.db, clockAt, { batch: 2 })).toBeGreaterThanOrEqual(5);
    for (const user of users)
      expect((await nextFree(user.id))!.getTime()).toBeGreaterThan(clockAt.getTime());
  });

  it("as time passes, the job moves a slot that has started and frees an unanswered request's", async () => {
    clockAt = testNow();
    const user = await makeProfessional(t.db, { weekdays: [], serviceOptions: ["online"] });
    const pro = await signInAs(t.app, user);
    // One slot a week, four days ahead: 09:00-10:00.
    const day = addDays(local(clockAt).date, 4);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    await pro.request({
      method: "POST",
      url: "/api/agenda/availability",
      payload: { dayOfWeek: weekday, startTime: "09:00", endTime: "10:00" },
    });
    const first = (await nextFree(user.id))!;
    expect(local(first)).toMatchObject({ date: day, time: "09:00" });
    await book(user.id, first);
    expect(local((await nextFree(user.id))!).date).toBe(addDays(day, 7));

    // 48 hours and a minute later nobody answered: the slot is free again (decision 0080).
    clockAt = new Date(clockAt.getTime() + 48 * 3_600_000 + 60_000);
    await refreshPassedNextFree(t.db, clockAt);
    expect(await nextFree(user.id)).toEqual(first);

    // Once that slot has started, the next one is a week later.
    clockAt = new Date(first.getTime() + 60_000);
    expect(await storedNextFree(t.db, user.id)).toEqual(first);
    expect(await refreshPassedNextFree(t.db, clockAt)).toBeGreaterThan(0);
    expect(local((await nextFree(user.id))!).date).toBe(addDays(day, 7));
  });
});
