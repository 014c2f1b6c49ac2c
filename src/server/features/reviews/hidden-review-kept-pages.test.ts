import { buildApp } from "@server/app";
import type { Database } from "@server/db/client";
import { reviewReports, reviews } from "@server/db/schema";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { openTestDatabase } from "@server/test/db";
import { makeAdmin, makeClient, makeConfirmation, signInAs } from "@server/test/factories";
import { professionalPage, visitPage } from "@server/test/page-helpers";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Issue 30, item 5 (decision 0388): two server processes keep visitors' pages for 30 s (decision
 * 0356). A review hidden through one of them leaves both kept copies at once, as a ban does
 * (decision 0373), not 30 s later. The clock stands still: a copy nobody cleared would stay.
 */
let database: Database;
let one: FastifyInstance;
let other: FastifyInstance;

const serverProcess = () =>
  buildApp({
    db: database.db,
    sessionSecret: TEST_SESSION_SECRET,
    publicUrl: "https://acolher.example",
    clock: testNow,
    pageCacheMs: 30_000,
    listen: database.listen,
  });

beforeAll(async () => {
  database = await openTestDatabase();
  one = await serverProcess();
  other = await serverProcess();
});
afterAll(async () => {
  await one?.close();
  await other?.close();
  await database?.close();
});

/** A published review of the professional's, with `rating`, and its confirmation. */
async function review(professionalId: string, rating: number, startedMinutesAgo: number) {
  const client = await makeClient(database.db);
  const confirmation = await makeConfirmation(database.db, {
    clientId: client.id,
    professionalId,
    startedMinutesAgo,
    clientConfirmed: true,
    professionalConfirmed: true,
  });
  const [row] = await database.db
    .insert(reviews)
    .values({ professionalId, clientId: client.id, serviceConfirmationId: confirmation.id, rating })
    .returning();
  return row!;
}

describe("a hidden review leaves every process's kept pages at once", () => {
  it("the other process's kept profile shows the new average without waiting", async () => {
    const { user, url } = await professionalPage(database.db);
    await review(user.id, 5, 2 * 24 * 60);
    const bad = await review(user.id, 1, 3 * 24 * 60);
    for (const app of [one, other]) {
      for (let i = 0; i < 2; i++) {
        expect((await visitPage(app, url)).html).toContain("Nota 3,0 (2 avaliações)");
      }
    }
    const reporter = await makeClient(database.db);
    await database.db
      .insert(reviewReports)
      .values({ reviewId: bad.id, reporterId: reporter.id, reason: "falso" });
    const admin = await signInAs(one, await makeAdmin(database.db));
    const hide = await admin.request({
      method: "POST",
      url: `/api/admin/reviews/${bad.id}/decision`,
      payload: { resolution: "hidden", reason: "falso" },
    });
    expect(hide.statusCode).toBe(200);
    await expect
      .poll(async () => (await visitPage(other, url)).html, { timeout: 3_000, interval: 20 })
      .toContain("Nota 5,0 (1 avaliação)");
    expect((await visitPage(one, url)).html).toContain("Nota 5,0 (1 avaliação)");
  });
});
