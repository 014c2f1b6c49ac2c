import { randomBytes } from "node:crypto";
import type { Db } from "@server/db/client";
import {
  appointments,
  blockedSlots,
  professionalProfiles,
  reviewReports,
  reviews,
} from "@server/db/schema";
import { makeReview, suspendAndReactivate } from "@server/test/account-history";
import { setupTestApp } from "@server/test/app";
import { testNow } from "@server/test/clock";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

// LGPD art. 18 (elimination): after an account is deleted, none of the personal values the
// user gave may remain in any text column of any table. The columns are found by walking the
// schema (information_schema), not by a hand list, so a new table or column is covered too.
const t = setupTestApp();

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every text-like column of every table ("table.column") in which `needle` occurs. */
async function columnsHolding(db: Db, needle: string): Promise<string[]> {
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`SELECT c.table_name AS "table", c.column_name AS "column"
      FROM information_schema.columns c JOIN information_schema.tables tb
        ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
      WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'ARRAY', 'json', 'jsonb', 'USER-DEFINED')`,
  );
  const found: string[] = [];
  for (const { table, column } of columns) {
    const [hit] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}
        WHERE ${sql.identifier(column)}::text ILIKE ${`%${needle}%`}`,
    );
    if (hit!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

const markerFor = () => `lgpd${randomBytes(4).toString("hex")}`;
const phone = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function expectNothingLeft(needles: string[]) {
  for (const needle of needles) expect(await columnsHolding(t.db, needle), needle).toEqual([]);
}

describe("after an account is deleted, no personal field remains in any table", () => {
  it("a client's name, e-mail, phone, neighbourhood, bio, booking notes, address and review text", async () => {
    const m = markerFor();
    const pro = await makeProfessional(t.db);
    const client = await makeClient(t.db, {
      firstName: `${m}first`,
      lastName: `${m}last`,
      email: `${m}@exemplo.com.br`,
      phone: phone(),
      address: `${m}bairro`,
      bio: `${m}bio`,
    });
    // A session and a failed sign-in: bookkeeping that must not keep the e-mail either.
    await signInAs(t.app, client);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: client.email, password: "senha-errada-123" },
    });
    const past = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      startedMinutesAgo: 3 * 24 * 60,
      status: "approved",
      notes: `${m}notes-past`,
    });
    await t.db
      .update(appointments)
      .set({
        clientAddress: `${m}address`,
        addressComplement: `${m}complement`,
        status: "no_show",
        noShowContestedAt: testNow(),
        noShowContestReason: `${m}contest`,
      })
      .where(eq(appointments.id, past.id));
    await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      date: nextWeekday(2),
      startTime: "10:00",
      endTime: "11:00",
      notes: `${m}notes-future`,
    });
    const cancelled = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      startedMinutesAgo: 6 * 24 * 60,
      status: "cancelled",
    });
    await t.db
      .update(appointments)
      .set({ cancelledBy: "client", cancellationReason: `${m}cancel-reason` })
      .where(eq(appointments.id, cancelled.id));
    const written = await makeReview(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      comment: `${m}review`,
    });
    // A report's details the client wrote (decision 0388; the table does not know who wrote what).
    await t.db.insert(reviewReports).values({
      reviewId: written.review.id,
      reporterId: client.id,
      reason: "outro",
      details: `${m}report`,
    });
    await suspendAndReactivate(t, client.id, "Teste de auditoria");
    const fresh = await signInAs(t.app, client);
    expect((await fresh.request({ method: "DELETE", url: "/api/user/account" })).statusCode).toBe(
      200,
    );
    await expectNothingLeft([m, client.phone!]);
  });

  it("a professional's name, e-mail, phone, CPF, bio, office address and block reasons", async () => {
    const m = markerFor();
    const pro = await makeProfessional(t.db);
    const [profile] = await t.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.id));
    await t.db.execute(sql`UPDATE users SET first_name = ${`${m}first`}, last_name = ${`${m}last`},
      email = ${`${m}@exemplo.com.br`}, phone = ${phone()}, bio = ${`${m}bio`} WHERE id = ${pro.id}`);
    await t.db
      .update(professionalProfiles)
      .set({ bio: `${m}pbio`, officeAddress: `${m}office`, officeComplement: `${m}sala` })
      .where(eq(professionalProfiles.userId, pro.id));
    await t.db.insert(blockedSlots).values({
      professionalId: pro.id,
      date: nextWeekday(3),
      startTime: "09:00",
      endTime: "10:00",
      reason: `${m}reason`,
    });
    const client = await makeClient(t.db);
    const rejected = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      startedMinutesAgo: 5 * 24 * 60,
      status: "rejected",
    });
    const cancelled = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      startedMinutesAgo: 4 * 24 * 60,
      status: "cancelled",
    });
    await t.db
      .update(appointments)
      .set({ rejectionReason: `${m}reject-reason` })
      .where(eq(appointments.id, rejected.id));
    await t.db
      .update(appointments)
      .set({ cancelledBy: "professional", cancellationReason: `${m}cancel-reason` })
      .where(eq(appointments.id, cancelled.id));
    // A reply the professional published under a review (decision 0388).
    const replied = await makeReview(t.db, { clientId: client.id, professionalId: pro.id });
    await t.db
      .update(reviews)
      .set({ reply: `${m}reply`, repliedAt: testNow() })
      .where(eq(reviews.id, replied.review.id));
    const caller = await signInAs(t.app, { id: pro.id, email: `${m}@exemplo.com.br` });
    // The Pix key and the name the code carries (decision 0399).
    const pix = { keyType: "email", key: `${m}@pix.com.br`, name: m, city: "Recife" };
    expect(
      (await caller.request({ method: "PUT", url: "/api/agenda/pix", payload: pix })).statusCode,
    ).toBe(200);
    // Their own video room and consent addition may name them (decision 0396).
    const online = { videoLink: `https://meet.example.com/${m}`, telehealthConsentExtra: m };
    expect(
      (await caller.request({ method: "PUT", url: "/api/agenda/online", payload: online }))
        .statusCode,
    ).toBe(200);
    expect((await caller.request({ method: "DELETE", url: "/api/user/account" })).statusCode).toBe(
      200,
    );
    await expectNothingLeft([m, profile!.cpf!]);
  });
});
