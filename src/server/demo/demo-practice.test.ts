import { DEFAULT_TIME_ZONE } from "@domain/constants";
import { workingSlots } from "@domain/slots";
import { addDays, dayOfWeek, nowInZone } from "@domain/time";
import { asCaller, type Caller, sessionCookieOf, setupTestApp } from "@server/test/app";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "./accounts";
import { seedDemoData } from "./seed";

const t = setupTestApp();
let rafael: Caller;

// Both drivers (pg and PGlite) return `{ rows }` from execute; the Db type leaves it unknown.
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  await seedDemoData(t.db);
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

/** Rafael's working slots left in this Sunday-to-Saturday week after now. */
async function slotsLeftThisWeek(professionalId: string): Promise<number> {
  const windows = await get(`/api/agenda/availability/${professionalId}`);
  const now = nowInZone(DEFAULT_TIME_ZONE, new Date());
  let left = 0;
  for (let day = 0; day <= 6 - dayOfWeek(now.date); day++) {
    const date = addDays(now.date, day);
    left += workingSlots(date, windows, 60).filter((s) => day > 0 || s.startTime > now.time).length;
  }
  return left;
}

describe("the demo professional's practice on first start", () => {
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

  it("has sessions still ahead this week while the week has working time left", async () => {
    const me = await get("/api/auth/user");
    const [week] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM appointments a
      WHERE a.professional_id = ${me.id} AND a.status = 'approved' AND a.starts_at > now()
        AND a.appointment_date <= (now() AT TIME ZONE a.time_zone)::date
          + (6 - extract(dow FROM (now() AT TIME ZONE a.time_zone))::int)`);
    // Carla's request with Rafael may take one of the week's last slots.
    const possible = Math.max(0, (await slotsLeftThisWeek(me.id)) - 1);
    expect(week!.n).toBeGreaterThanOrEqual(Math.min(2, possible));
  });

  it("has a future blocked slot that no live appointment overlaps", async () => {
    const me = await get("/api/auth/user");
    const blocked = await rows<{ overlapping: number }>(sql`
      SELECT (SELECT count(*)::int FROM appointments a
        WHERE a.professional_id = b.professional_id AND a.appointment_date = b.date
          AND a.status IN ('pending', 'approved', 'confirmed')
          AND a.start_time < b.end_time AND b.start_time < a.end_time) AS overlapping
      FROM blocked_slots b
      WHERE b.professional_id = ${me.id} AND b.date > (now() AT TIME ZONE 'America/Sao_Paulo')::date`);
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
