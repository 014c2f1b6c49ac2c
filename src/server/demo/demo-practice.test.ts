import { DEFAULT_TIME_ZONE } from "@domain/constants";
import { workingSlots } from "@domain/slots";
import { addDays, dayOfWeek, nowInZone } from "@domain/time";
import { asCaller, type Caller, sessionCookieOf, setupTestApp } from "@server/test/app";
import { nextWeekday } from "@server/test/appointment-factories";
import { localInstant } from "@server/test/scheduled-mail";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "./accounts";
import { seedDemoData } from "./seed";

/**
 * The demo is seeded around the moment the server first starts, so what Rafael's screens show
 * depends on the day and hour: each moment below seeds it and reads it at one fixed instant
 * (seed and app alike), so every expectation holds whenever the suite runs. Three seeds, about
 * 7 s each: a weekday morning, Friday evening (only Saturday morning left in the week) and
 * Saturday evening (the week's working time is over).
 */
const MOMENTS = [
  { name: "a Wednesday at 10:00", weekday: 3, time: "10:00", sessionsThisWeek: 2 },
  { name: "a Friday at 19:00", weekday: 5, time: "19:00", sessionsThisWeek: 2 },
  { name: "a Saturday at 20:00", weekday: 6, time: "20:00", sessionsThisWeek: 0 },
];

describe.each(MOMENTS)("the demo professional's practice, first started on $name", (moment) => {
  let instant: Date;
  const t = setupTestApp({ clock: () => instant });
  let rafael: Caller;

  // Both drivers (pg and PGlite) return `{ rows }` from execute; the Db type leaves it unknown.
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  const at = () => sql`${instant.toISOString()}::timestamptz`;

  beforeAll(async () => {
    instant = await localInstant(t.db, nextWeekday(moment.weekday), moment.time);
    await seedDemoData(t.db, instant);
    const { email, password } = DEMO_ACCOUNTS.professional;
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
    });
    rafael = asCaller(t.app, login.json().id, sessionCookieOf(login));
  });

  const get = async (url: string) => {
    const res = await rafael.request({ url });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  /** Rafael's working slots left in this Sunday-to-Saturday week after the instant. */
  async function slotsLeftThisWeek(professionalId: string): Promise<number> {
    const windows = await get(`/api/agenda/availability/${professionalId}`);
    const now = nowInZone(DEFAULT_TIME_ZONE, instant);
    let left = 0;
    for (let day = 0; day <= 6 - dayOfWeek(now.date); day++) {
      const date = addDays(now.date, day);
      left += workingSlots(date, windows, 60).filter(
        (s) => day > 0 || s.startTime > now.time,
      ).length;
    }
    return left;
  }

  it("is a complete, verified profile with a weekly agenda", async () => {
    const me = await get("/api/auth/user");
    expect(me).toMatchObject({
      isProfileComplete: true,
      professionalProfile: { isVerified: true, verificationStatus: "verified" },
    });
    expect((await get(`/api/agenda/availability/${me.id}`)).length).toBeGreaterThanOrEqual(5);
  });

  it("has requests to answer that are still open, sessions ahead and reviews", async () => {
    const list = await get("/api/appointments/professional");
    expect(list.counts.pending).toBeGreaterThanOrEqual(4);
    expect(list.counts.confirmed).toBeGreaterThanOrEqual(10);
    const dashboard = await get("/api/professional/dashboard");
    expect(dashboard.nextAppointment).not.toBeNull();
    expect(dashboard.reviewCount).toBeGreaterThanOrEqual(4);
    expect(dashboard.averageRating).toBeGreaterThanOrEqual(4);
    expect(dashboard.distinctClients).toBeGreaterThanOrEqual(6);
  });

  it(`has ${moment.sessionsThisWeek} or more sessions still ahead this week, and more in the next seven days`, async () => {
    const me = await get("/api/auth/user");
    const [ahead] = await rows<{ thisWeek: number; nextSevenDays: number }>(sql`
      SELECT
        count(*) FILTER (WHERE a.appointment_date <= local.day + (6 - extract(dow FROM local.day)::int))::int
          AS "thisWeek",
        count(*) FILTER (WHERE a.appointment_date <= local.day + 7)::int AS "nextSevenDays"
      FROM appointments a
      CROSS JOIN LATERAL (SELECT (${at()} AT TIME ZONE a.time_zone)::date AS day) local
      WHERE a.professional_id = ${me.id} AND a.status = 'approved' AND a.starts_at > ${at()}`);
    // The week has working time left exactly when this moment expects sessions in it.
    expect((await slotsLeftThisWeek(me.id)) > 0).toBe(moment.sessionsThisWeek > 0);
    expect(ahead!.thisWeek).toBeGreaterThanOrEqual(moment.sessionsThisWeek);
    expect(ahead!.nextSevenDays).toBeGreaterThanOrEqual(3);
  });

  it("has a future blocked slot that no live appointment overlaps", async () => {
    const me = await get("/api/auth/user");
    const blocked = await rows<{ overlapping: number }>(sql`
      SELECT (SELECT count(*)::int FROM appointments a
        WHERE a.professional_id = b.professional_id AND a.appointment_date = b.date
          AND a.status IN ('pending', 'approved', 'confirmed')
          AND a.start_time < b.end_time AND b.start_time < a.end_time) AS overlapping
      FROM blocked_slots b
      WHERE b.professional_id = ${me.id}
        AND b.date > (${at()} AT TIME ZONE 'America/Sao_Paulo')::date`);
    expect(blocked).toEqual([{ overlapping: 0 }]);
  });

  it("has services waiting for the professional's confirmation", async () => {
    const list = await get("/api/service-confirmations");
    const waiting = list.filter(
      (c: { professionalConfirmed: boolean }) => !c.professionalConfirmed,
    );
    expect(waiting.length).toBeGreaterThanOrEqual(2);
  });
});
