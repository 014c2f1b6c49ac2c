import { readFileSync } from "node:fs";
import {
  ANSWER_TIME_BUCKETS,
  adminReportSchema,
  REPORT_MESSAGES,
} from "@domain/contracts/admin-reports";
import { addDays } from "@domain/time";
import type { Db } from "@server/db/client";
import { expireUnansweredRequests } from "@server/features/appointments/expire-unanswered-requests";
import { type Caller, setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  makeAdmin,
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
  today,
} from "@server/test/factories";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { foldReportDaily } from "./fold-report-daily";

// Decision 0405: the reports come from report_daily, kept by triggers (drizzle/0043). Whatever
// happens to the bookings, the report must equal what a direct count over the rows answers.
const t = setupTestApp();
let admin: Caller;
let psi: Awaited<ReturnType<typeof makeProfessional>>;
let nutri: Awaited<ReturnType<typeof makeProfessional>>;
beforeAll(async () => {
  admin = await signInAs(t.app, await makeAdmin(t.db));
  // Psicologia in São Paulo (the office), Nutrição online only in Curitiba (the account's city).
  psi = await makeProfessional(t.db);
  nutri = await makeProfessional(t.db, {
    specialty: "Nutrição",
    serviceOptions: ["online"],
    user: { city: "Curitiba" },
  });
});

type Filter = { from: string; to: string; specialty?: string; city?: string };

/** The report's booking figures counted from the appointments themselves: the ground truth. */
async function groundTruth(db: Db, f: Filter) {
  const day = (column: string) => sql.raw(`((${column}) AT TIME ZONE 'America/Sao_Paulo')::date`);
  const within = (column: string) => sql`${day(column)} BETWEEN ${f.from}::date AND ${f.to}::date`;
  const { rows } = (await db.execute(sql`
    WITH a AS (
      SELECT a.* FROM appointments a
        JOIN users u ON u.id = a.professional_id
        JOIN professional_profiles p ON p.user_id = a.professional_id
       WHERE (${f.specialty ?? ""} = '' OR ${f.specialty ?? ""} = ANY(p.specialties))
         AND (${f.city ?? ""} = '' OR coalesce(p.office_city, p.home_service_city, u.city) = ${f.city ?? ""}))
    SELECT
      count(*) FILTER (WHERE ${within("created_at")})::int AS requested,
      count(*) FILTER (WHERE answered_at IS NOT NULL AND status NOT IN ('rejected', 'auto_rejected')
                         AND ${within("answered_at")})::int AS approved,
      count(*) FILTER (WHERE status = 'rejected' AND ${within("answered_at")})::int AS rejected,
      count(*) FILTER (WHERE status = 'auto_rejected' AND ${within("answered_at")})::int AS expired,
      count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by = 'client' AND NOT late_cancellation
                         AND ${within("coalesce(cancelled_at, status_changed_at)")})::int AS client_on_time,
      count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by = 'client' AND late_cancellation
                         AND ${within("coalesce(cancelled_at, status_changed_at)")})::int AS client_late,
      count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by = 'professional'
                         AND ${within("coalesce(cancelled_at, status_changed_at)")})::int AS professional,
      count(*) FILTER (WHERE status = 'cancelled' AND cancelled_by IS NULL
                         AND ${within("coalesce(cancelled_at, status_changed_at)")})::int AS admin,
      count(*) FILTER (WHERE ${within("no_show_marked_at")})::int AS no_shows,
      count(*) FILTER (WHERE ${within("no_show_contested_at")})::int AS contests
    FROM a`)) as unknown as { rows: Record<string, number>[] };
  return rows[0]!;
}

async function report(f: Partial<Filter>) {
  const res = await admin.request({
    url: `/api/admin/reports?${new URLSearchParams(f as Record<string, string>)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function answered(f: Filter) {
  const { bookings: b } = await report(f);
  return {
    requested: b.requested,
    approved: b.approved,
    rejected: b.rejected,
    expired: b.expired,
    client_on_time: b.cancelled.client.onTime,
    client_late: b.cancelled.client.late,
    professional: b.cancelled.professional.onTime + b.cancelled.professional.late,
    admin: b.cancelled.admin.onTime + b.cancelled.admin.late,
    no_shows: b.noShows,
    contests: b.noShowContests,
  };
}

const FILTERS = (): Filter[] => {
  const period = { from: addDays(today(), -40), to: today() };
  return [
    period,
    { ...period, specialty: "Psicologia" },
    { ...period, specialty: "Nutrição" },
    { ...period, city: "Curitiba" },
    { ...period, specialty: "Psicologia", city: "São Paulo" },
    { ...period, specialty: "Psicologia", city: "Curitiba" },
    { from: addDays(today(), -10), to: addDays(today(), -10) },
    { from: today(), to: today() },
  ];
};

/** Every filter after the last steps; the whole period alone after the others (fast). */
async function expectExact(step: string, filters = FILTERS().slice(0, 1)) {
  for (const f of filters) {
    const [answer, truth] = [await answered(f), await groundTruth(t.db, f)];
    expect({ step, f, ...answer }).toEqual({ step, f, ...truth });
  }
}

let slot = 0;
async function book(client: Caller, professionalId: string) {
  const n = slot++;
  const hour = 9 + (n % 8);
  const res = await client.request({
    method: "POST",
    url: "/api/appointments",
    payload: {
      professionalId,
      appointmentDate: nextWeekday(1 + (Math.floor(n / 8) % 5), 1 + Math.floor(n / 40)),
      startTime: `${hour}:00`.padStart(5, "0"),
      endTime: `${hour + 1}:00`.padStart(5, "0"),
      serviceType: "online",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const put = (caller: Caller, url: string, payload: object) =>
  caller.request({ method: "PUT", url, payload });
const post = (caller: Caller, url: string, payload: object = {}) =>
  caller.request({ method: "POST", url, payload });

describe("GET /api/admin/reports equals a direct count of the rows", () => {
  it("after bookings, answers, cancellations (late and not), no-shows, expiry and a ban", async () => {
    await expectExact("start");
    const asPsi = await signInAs(t.app, psi);
    const asNutri = await signInAs(t.app, nutri);
    const clients: Caller[] = [];
    for (let i = 0; i < 3; i++) clients.push(await signInAs(t.app, await makeClient(t.db)));
    const [c1, c2, c3] = clients as [Caller, Caller, Caller];

    const ids = [
      await book(c1, psi.id),
      await book(c2, psi.id),
      await book(c3, psi.id),
      await book(c1, nutri.id),
      await book(c2, nutri.id),
    ];
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    const status = (who: Caller, id: string, body: object) =>
      put(who, `/api/agenda/appointments/${id}/status`, body);
    expect((await status(asPsi, a, { status: "approved" })).statusCode).toBe(200);
    expect((await status(asPsi, b, { status: "rejected" })).statusCode).toBe(200);
    expect(
      (await put(asNutri, `/api/appointments/${d}/status`, { status: "confirmed" })).statusCode,
    ).toBe(200);
    expect(
      (await put(c2, `/api/appointments/${e}/status`, { status: "cancelled" })).statusCode,
    ).toBe(200);
    // An approved session cancelled by the client on time, then one inside a 24-hour notice.
    expect(
      (await put(c1, `/api/appointments/${a}/status`, { status: "cancelled" })).statusCode,
    ).toBe(200);
    await expectExact("booked, approved, rejected, confirmed, cancelled on time");

    const client = await makeClient(t.db);
    const soon = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: psi.id,
      startedMinutesAgo: -120,
      status: "approved",
    });
    await t.db.execute(
      sql`UPDATE appointments SET cancellation_notice_hours = 24 WHERE id = ${soon.id}`,
    );
    const asClient = await signInAs(t.app, client);
    const late = await put(asClient, `/api/appointments/${soon.id}/status`, {
      status: "cancelled",
    });
    expect(late.json().lateCancellation).toBe(true);
    // The professional cancels a pending request (not a rejection).
    expect((await status(asPsi, c, { status: "cancelled" })).statusCode).toBe(200);
    await expectExact("late cancellation, the professional's cancellation");

    const ended = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: nutri.id,
      startedMinutesAgo: 180,
      status: "approved",
    });
    expect((await post(asNutri, `/api/appointments/${ended.id}/no-show`)).statusCode).toBe(200);
    const contest = await post(asClient, `/api/appointments/${ended.id}/no-show/contest`, {
      reason: "Eu estive lá, na recepção.",
    });
    expect(contest.statusCode, contest.body).toBe(200);
    await expectExact("no-show and its contest");

    await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: psi.id,
      startedMinutesAgo: 30,
    });
    expect(await expireUnansweredRequests(t.db, { professionalId: psi.id }, testNow())).toBe(1);
    await expectExact("expiry");

    // A request ten days ago, answered the day after: counted on each day, not today.
    const old = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: psi.id,
      startedMinutesAgo: -60 * 24 * 3,
      createdAt: new Date(testNow().getTime() - 10 * 86_400_000),
    });
    await t.db.execute(sql`
      UPDATE appointments SET status = 'approved', updated_at = ${new Date(testNow().getTime() - 9 * 86_400_000).toISOString()}::timestamptz
       WHERE id = ${old.id}`);
    await expectExact("a request of ten days ago");

    // A ban cancels the client's future booking: by the platform ('admin').
    await book(c3, nutri.id);
    const ban = await put(admin, `/api/admin/users/${c3.userId}/ban`, {
      isBanned: true,
      banReason: "uso_indevido",
    });
    expect(ban.statusCode).toBe(200);
    await expectExact("ban", FILTERS());

    expect(await foldReportDaily(t.db)).toBeGreaterThan(0);
    await expectExact("folded", FILTERS());
    expect(await foldReportDaily(t.db)).toBe(0);

    // The migration's backfill computes the same figures from the rows.
    const migration = readFileSync("drizzle/0043_admin_reports_triggers.sql", "utf8");
    const backfill = migration
      .slice(migration.indexOf("-- Backfill the figures"))
      .split("--> statement-breakpoint");
    await t.db.execute(sql`DELETE FROM report_daily`);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));
    await expectExact("backfilled", FILTERS());

    const all = await report({ from: addDays(today(), -40), to: today() });
    expect(all.daily).toHaveLength(41);
    expect(all.daily.at(-1).day).toBe(today());
    expect(all.daily.reduce((s: number, d: { requested: number }) => s + d.requested, 0)).toBe(
      all.bookings.requested,
    );
    // The days are written by PostgreSQL: the contract's exact shape, every day in order, a day
    // without figures as zeros (the answer is sent without the schema's check on the way out).
    expect(adminReportSchema.strict().parse(all)).toEqual(all);
    expect(all.daily.map((d: { day: string }) => d.day)).toEqual(
      Array.from({ length: 41 }, (_, i) => addDays(today(), i - 40)),
    );
    expect(all.daily[0]).toEqual({
      day: addDays(today(), -40),
      requested: 0,
      approved: 0,
      rejected: 0,
      expired: 0,
      cancelled: 0,
    });
  });

  it("e-mails and support tickets count in the period, and the queues now", async () => {
    const from = addDays(today(), -1);
    const before = (await report({ from, to: today() })) as {
      email: { queued: number };
      support: { opened: number; closed: number; openNow: number };
    };
    const client = await signInAs(t.app, await makeClient(t.db));
    const ticket = await post(client, "/api/support/tickets", {
      topic: "conta",
      message: "Não consigo trocar o e-mail da conta, aparece um erro estranho",
    });
    expect(ticket.statusCode).toBe(201);
    const closed = await post(admin, `/api/admin/support/tickets/${ticket.json().id}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    await post(client, "/api/support/tickets", {
      topic: "conta",
      message: "Outra dúvida sobre a minha conta, por favor",
    });
    const after = await report({ from, to: today() });
    expect(after.support.opened).toBe(before.support.opened + 2);
    expect(after.support.closed).toBe(before.support.closed + 1);
    expect(after.support.openNow).toBe(before.support.openNow + 1);
    expect(after.support.oldestOpenSince).not.toBeNull();

    const { rows } = (await t.db.execute(sql`
      SELECT count(*) FILTER (WHERE (created_at AT TIME ZONE 'America/Sao_Paulo')::date >= ${from}::date)::int AS queued,
             count(*) FILTER (WHERE status = 'pending')::int AS pending
        FROM email_outbox`)) as unknown as { rows: { queued: number; pending: number }[] };
    expect(after.email).toMatchObject({ queued: rows[0]!.queued, pendingNow: rows[0]!.pending });

    // The verification queue: one more pending professional.
    const queueBefore = after.verificationQueue.pending;
    await makeProfessional(t.db, { verified: false });
    const queue = (await report({})).verificationQueue;
    expect(queue.pending).toBe(queueBefore + 1);
    expect(queue.oldestSince).not.toBeNull();
    expect(queue.medianAgeHours).toBeGreaterThanOrEqual(0);
  });

  it("the median answer time comes from the histogram's bucket", async () => {
    const pro = await makeProfessional(t.db, { specialty: "Fisioterapia" });
    const client = await makeClient(t.db);
    // Answered after 10, 45, 90, 100 and 3000 minutes: the median (90) is in the 60-120 bucket.
    for (const [i, minutes] of [10, 45, 90, 100, 3000].entries()) {
      const row = await makeAppointment(t.db, {
        clientId: client.id,
        professionalId: pro.id,
        startedMinutesAgo: -60 * 24 * (5 + i),
        createdAt: new Date(testNow().getTime() - minutes * 60_000),
      });
      await t.db.execute(sql`
        UPDATE appointments SET status = 'approved', updated_at = ${testNow().toISOString()}::timestamptz
         WHERE id = ${row.id}`);
    }
    const { answerTime } = await report({ specialty: "Fisioterapia" });
    expect(answerTime.answered).toBe(5);
    expect(answerTime.medianMinutes).toBeGreaterThan(60);
    expect(answerTime.medianMinutes).toBeLessThanOrEqual(120);
    // The CSV says it in hours with a decimal comma (here, where the answers are: the tests of
    // this file run in any order).
    const csv = await admin.request({ url: "/api/admin/reports.csv?specialty=Fisioterapia" });
    expect(csv.rawPayload.toString("utf8")).toMatch(
      /\r\nMediana do tempo de resposta \(horas\);1,\d+\r\n/,
    );
    expect(answerTime.buckets.map((b: { upToMinutes: number | null }) => b.upToMinutes)).toEqual([
      ...ANSWER_TIME_BUCKETS,
      null,
    ]);
    // The database's buckets are the domain's.
    const { rows } = (await t.db.execute(sql`
      SELECT report_answer_bucket(b) AS at, report_answer_bucket(b + 0.5) AS above
        FROM unnest(${`{${ANSWER_TIME_BUCKETS.join(",")}}`}::int[]) b`)) as unknown as {
      rows: { at: string; above: string }[];
    };
    expect(rows.map((r) => r.at)).toEqual(ANSWER_TIME_BUCKETS.map(String));
    expect(rows.map((r) => r.above)).toEqual([...ANSWER_TIME_BUCKETS.slice(1).map(String), "inf"]);
  });
});

describe("the report's period and its refusals", () => {
  it("defaults to the last 30 days; a bad or absurd range is a Portuguese 400", async () => {
    const r = await report({});
    expect(r).toMatchObject({
      from: addDays(today(), -29),
      to: today(),
      specialty: null,
      city: null,
    });
    const refused = async (query: string, message: string) => {
      const res = await admin.request({ url: `/api/admin/reports?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    };
    await refused("from=2026-03-10&to=2026-03-01", REPORT_MESSAGES.invalidRange);
    await refused("from=2024-01-01&to=2025-06-01", REPORT_MESSAGES.tooLong);
    await refused(`from=${addDays(today(), -400)}`, REPORT_MESSAGES.tooLong);
    await refused("from=2026-02-30", "Data inválida");
    await refused("from=ontem", "Data deve estar no formato AAAA-MM-DD");
    await refused("specialty=Astrologia", REPORT_MESSAGES.invalidSpecialty);
    await refused(`city=${"x".repeat(101)}`, REPORT_MESSAGES.invalidCity);
    // 366 days is a leap year: allowed.
    expect((await report({ from: "2024-01-01", to: "2024-12-31" })).daily).toHaveLength(366);
  });

  it("is for admins only, the CSV too", async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    const pro = await signInAs(t.app, psi);
    for (const url of ["/api/admin/reports", "/api/admin/reports.csv"]) {
      expect((await client.request({ url })).statusCode).toBe(403);
      expect((await pro.request({ url })).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it("exports a CSV for spreadsheets: BOM, ';', decimal comma, no formulas", async () => {
    const csv = async (query: Record<string, string>) => {
      const res = await admin.request({
        url: `/api/admin/reports.csv?${new URLSearchParams(query)}`,
      });
      expect(res.statusCode).toBe(200);
      return res;
    };
    const res = await csv({ city: "=HYPERLINK(1)", specialty: "Fisioterapia" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="acolher-relatorio-/);
    const body = res.rawPayload.toString("utf8");
    expect(body.startsWith("\uFEFFRelatório Acolher;")).toBe(true);
    expect(body).toContain("\r\nCidade;'=HYPERLINK(1)\r\n");
    expect(body).toContain("\r\nEspecialidade;Fisioterapia\r\n");
    expect(body).toContain("\r\nDia;Solicitados;Aprovados;Recusados;Expirados;Cancelados\r\n");
    const bad = await admin.request({
      url: "/api/admin/reports.csv?from=2026-03-10&to=2026-03-01",
    });
    expect(bad.statusCode).toBe(400);
  });
});
