import { SPECIALTIES } from "@domain/constants";
import { publicityRulesBroken } from "@domain/publicity";
import { workingSlots } from "@domain/slots";
import { isValidCpf } from "@domain/validation";
import { createUserAccount } from "@server/features/auth/create-account";
import { isNeighborhoodOf } from "@server/features/geo/places";
import { sessionCookieOf, setupTestApp } from "@server/test/app";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "./accounts";
import { seedDemoData } from "./seed";

const t = setupTestApp();

// Both drivers (pg and PGlite) return `{ rows }` from execute; the Db type leaves it unknown.
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const TABLES = [
  "users",
  "images",
  "professional_profiles",
  "availability",
  "agenda_settings",
  "appointments",
  "service_confirmations",
  "reviews",
  "blocked_slots",
];
const countAll = async () =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => {
        const [row] = await rows<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
        return [table, row!.n] as const;
      }),
    ),
  );

// Seeded once for the file, before any test: each test reads the seeded database, so any one
// of them runs alone (`-t`) as well as in order.
let afterFirstSeed: Record<string, number>;
beforeAll(async () => {
  // Accounts as the first, accounts-only seed left them: the seed completes them.
  for (const role of ["client", "professional"] as const) {
    await createUserAccount(t.db, { ...DEMO_ACCOUNTS[role], role });
  }
  const started = performance.now();
  await seedDemoData(t.db);
  console.info(`demo seed on an empty database: ${Math.round(performance.now() - started)} ms`);
  afterFirstSeed = await countAll();
});

describe("demo data", () => {
  it("seeds the marketplace once; a second run adds nothing", async () => {
    // The first run filled every table (a seed that did nothing would leave them empty)...
    for (const table of TABLES) expect(afterFirstSeed[table], table).toBeGreaterThan(0);
    expect(afterFirstSeed.users).toBeGreaterThan(40);
    // ...and a second run on the seeded database adds nothing.
    await seedDemoData(t.db);
    expect(await countAll()).toEqual(afterFirstSeed);
  });

  it("has 40+ verified, complete professionals in the four specialties across 15+ distritos", async () => {
    const pros = await rows<{
      specialty: string;
      office: string | null;
      areas: string[];
      image: string | null;
      cpf: string;
      phone: string;
      price: string;
      options: string[];
    }>(sql`SELECT p.specialties[1] AS specialty, p.office_neighborhood AS office,
        p.home_service_areas AS areas, u.profile_image_id AS image, p.cpf, u.phone,
        p.price_range AS price, p.service_options::text[] AS options
      FROM professional_profiles p JOIN users u ON u.id = p.user_id WHERE p.is_verified`);
    expect(pros.length).toBeGreaterThanOrEqual(40);
    expect(new Set(pros.map((p) => p.specialty))).toEqual(new Set(SPECIALTIES));
    expect(new Set(pros.map((p) => p.office).filter(Boolean)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(pros.flatMap((p) => p.options))).toEqual(
      new Set(["online", "local_proprio", "domiciliar"]),
    );
    const photo = await t.app.inject({ url: `/api/images/${pros[0]!.image}` });
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ width: 400, height: 400 });
    for (const p of pros) {
      expect(p.image).not.toBeNull();
      expect(isValidCpf(p.cpf)).toBe(true);
      expect(p.phone).toMatch(/^\d{11}$/);
      expect(Number(p.price)).toBeGreaterThanOrEqual(80);
      expect(Number(p.price)).toBeLessThanOrEqual(400);
      if (p.options.includes("domiciliar")) expect(p.areas.length).toBeGreaterThanOrEqual(2);
      expect(p.areas.length).toBeLessThanOrEqual(6);
      for (const place of [p.office, ...p.areas].filter((n): n is string => !!n)) {
        expect(isNeighborhoodOf("São Paulo", place), place).toBe(true);
      }
    }
  });

  it("lets the demo accounts sign in with the README passwords, with complete profiles", async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const login = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: account.email, password: account.password },
      });
      expect(login.statusCode).toBe(200);
      const me = await t.app.inject({
        url: "/api/auth/user",
        headers: { cookie: sessionCookieOf(login) },
      });
      expect(me.json()).toMatchObject({ email: account.email, isProfileComplete: true });
    }
  });

  it("has contents within the councils' publicity rules, and the demo client's feed starts with Rafael's, followed", async () => {
    const written = await rows<{ title: string; body: string }>(
      sql`SELECT title, body FROM contents WHERE hidden_at IS NULL`,
    );
    expect(written.length).toBeGreaterThanOrEqual(3);
    for (const c of written) {
      expect(publicityRulesBroken(`${c.title}\n${c.body}`), c.title).toEqual([]);
    }
    const { email, password } = DEMO_ACCOUNTS.client;
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
    });
    const feed = await t.app.inject({
      url: "/api/feed",
      headers: { cookie: sessionCookieOf(login) },
    });
    expect(feed.statusCode).toBe(200);
    const items: { followed: boolean; author: { firstName: string } }[] = feed.json().items;
    expect(items.length).toBe(written.length);
    expect(items.slice(0, 2).map((i) => [i.followed, i.author.firstName])).toEqual([
      [true, "Rafael"],
      [true, "Rafael"],
    ]);
    expect(items.slice(2).every((i) => !i.followed)).toBe(true);
  });

  it("shows titles that agree with the person, and the neutral form for those who have not chosen", async () => {
    const search = await t.app.inject({
      url: "/api/professionals/search?specialty=Psicologia&city=S%C3%A3o%20Paulo&state=SP&limit=50",
    });
    expect(search.statusCode).toBe(200);
    const found: { firstName: string; professionalProfile: { titleForm: string | null } }[] =
      search.json();
    const titleFormOf = (firstName: string) => {
      const p = found.find((r) => r.firstName === firstName);
      expect(p, firstName).toBeDefined();
      return p?.professionalProfile.titleForm;
    };
    expect(titleFormOf("Lúcia")).toBe("feminine");
    expect(titleFormOf("Gustavo")).toBe("masculine");
    expect(titleFormOf("Rafael")).toBe("masculine");
    // André joined days ago ('new') and has not chosen yet.
    expect(titleFormOf("André")).toBeNull();
  });

  it("gives ratings that vary, new professionals and some without reviews", async () => {
    const stats = await rows<{ avg: number | null; n: number; recent: boolean }>(sql`
      SELECT avg(r.rating)::float AS avg, count(r.id)::int AS n,
        p.created_at > now() - interval '1 month' AS recent
      FROM professional_profiles p LEFT JOIN reviews r ON r.professional_id = p.user_id
      WHERE p.is_verified GROUP BY p.user_id, p.created_at`);
    const averages = new Set(stats.filter((s) => s.n).map((s) => s.avg!.toFixed(1)));
    expect(averages.size).toBeGreaterThanOrEqual(5);
    expect(stats.filter((s) => s.recent && s.n === 0).length).toBeGreaterThanOrEqual(3);
    expect(stats.filter((s) => !s.recent && s.n === 0).length).toBeGreaterThanOrEqual(2);
    const [kinds] = await rows<{ public: number; anonymous: number; wrong: number }>(sql`
      SELECT count(*) FILTER (WHERE comment IS NOT NULL AND NOT is_anonymous)::int AS public,
        count(*) FILTER (WHERE comment IS NULL AND is_anonymous)::int AS anonymous,
        count(*) FILTER (WHERE (comment IS NULL) <> is_anonymous OR rating < 3)::int AS wrong
      FROM reviews`);
    expect(kinds).toMatchObject({ wrong: 0 });
    expect(kinds!.public).toBeGreaterThan(10);
    expect(kinds!.anonymous).toBeGreaterThan(10);
  });
});

describe("demo appointments", () => {
  it("puts every appointment on its professional's grid, without overlaps", async () => {
    const appointments = await rows<{
      pro: string;
      date: string;
      start: string;
      end: string;
      status: string;
      instants_ok: boolean;
    }>(sql`SELECT professional_id AS pro, appointment_date::text AS date,
        to_char(start_time, 'HH24:MI') AS start, to_char(end_time, 'HH24:MI') AS end, status,
        starts_at = ((appointment_date + start_time) AT TIME ZONE time_zone)
          AND ends_at = ((appointment_date + end_time) AT TIME ZONE time_zone) AS instants_ok
      FROM appointments ORDER BY professional_id, starts_at`);
    const windows = await rows<{
      pro: string;
      dayOfWeek: number;
      startTime: string;
      endTime: string;
      isActive: boolean;
      duration: number;
    }>(sql`
      SELECT a.professional_id AS pro, a.day_of_week AS "dayOfWeek", a.is_active AS "isActive",
        to_char(a.start_time, 'HH24:MI') AS "startTime", to_char(a.end_time, 'HH24:MI') AS "endTime",
        s.service_duration AS duration
      FROM availability a JOIN agenda_settings s USING (professional_id)`);
    expect(appointments.length).toBeGreaterThan(150);
    let previous: (typeof appointments)[number] | undefined;
    for (const a of appointments) {
      const own = windows.filter((w) => w.pro === a.pro);
      const grid = workingSlots(a.date, own, own[0]!.duration);
      expect(grid, `${a.date} ${a.start}`).toContainEqual({ startTime: a.start, endTime: a.end });
      expect(a.instants_ok).toBe(true);
      if (previous?.pro === a.pro && previous.date === a.date) {
        expect(a.start >= previous.end, `${a.pro} ${a.date} ${a.start}`).toBe(true);
      }
      previous = a;
    }
  });

  it("shows the demo client each state of her screens", async () => {
    const mine = await rows<{
      status: string;
      future: boolean;
      client_ok: boolean | null;
      pro_ok: boolean | null;
      reviewed: boolean;
    }>(sql`
      SELECT a.status, a.starts_at > now() AS future, s.client_confirmed AS client_ok,
        s.professional_confirmed AS pro_ok, r.id IS NOT NULL AS reviewed
      FROM appointments a JOIN users u ON u.id = a.client_id
      LEFT JOIN service_confirmations s ON s.appointment_id = a.id
      LEFT JOIN reviews r ON r.service_confirmation_id = s.id
      WHERE u.email = ${DEMO_ACCOUNTS.client.email}`);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: "pending", future: true }),
        expect.objectContaining({ status: "approved", future: true }),
        expect.objectContaining({ future: false, client_ok: false, pro_ok: true }),
        expect.objectContaining({ future: false, client_ok: true, pro_ok: true, reviewed: false }),
      ]),
    );
  });

  it("gives the demo professional requests to answer and sessions ahead", async () => {
    const [agenda] = await rows<{ pending: number; approved: number; to_confirm: number }>(sql`
      SELECT count(*) FILTER (WHERE a.status = 'pending' AND a.starts_at > now())::int AS pending,
        count(*) FILTER (WHERE a.status = 'approved' AND a.starts_at > now())::int AS approved,
        (SELECT count(*)::int FROM service_confirmations s
          WHERE s.professional_id = u.id AND NOT s.professional_confirmed) AS to_confirm
      FROM users u JOIN appointments a ON a.professional_id = u.id
      WHERE u.email = ${DEMO_ACCOUNTS.professional.email} GROUP BY u.id`);
    expect(agenda!.pending).toBeGreaterThanOrEqual(3);
    expect(agenda!.approved).toBeGreaterThanOrEqual(3);
    expect(agenda!.to_confirm).toBe(2);
  });

  it("gives the admin's reports answers at several speeds and cancellations by both sides", async () => {
    // The whole platform's key (every specialty, every city) of the reports' daily figures.
    const figures = await rows<{ metric: string; n: number }>(sql`
      SELECT metric, sum(value)::int AS n FROM report_daily
       WHERE specialty = '' AND city = '' AND (metric LIKE 'answer.%' OR metric LIKE 'cancelled.%')
       GROUP BY metric`);
    const count = (prefix: string) =>
      figures.filter((f) => f.metric.startsWith(prefix)).reduce((sum, f) => sum + f.n, 0);
    expect(figures.filter((f) => f.metric.startsWith("answer.")).length).toBeGreaterThanOrEqual(3);
    expect(count("cancelled.client.")).toBeGreaterThan(0);
    expect(count("cancelled.professional.")).toBeGreaterThan(0);
    expect(count("cancelled.admin.")).toBe(0);
    expect(figures.some((f) => f.metric.endsWith(".late") && f.n > 0)).toBe(true);
    // Every answer after its request and before its session; every cancellation in between.
    const [odd] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM appointments
       WHERE answered_at < created_at OR answered_at > starts_at OR answered_at > now()
          OR created_at > now()
          OR (status = 'cancelled' AND NOT (cancelled_at BETWEEN answered_at AND starts_at))`);
    expect(odd!.n).toBe(0);
  });
});
