import { randomBytes } from "node:crypto";
import { buildApp } from "@server/app";
import { visitorReads } from "@server/db/schema";
import { setupTestApp, TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepVisitorReads, VISITOR_REQUESTS_PER_MINUTE } from "./visitor-limit";

// Decision 0411: two server processes (workers or machines) on one database count a visitor's
// public reads together, so a network's 121st read of a minute is refused whichever answers it.
// Here two apps on one database stand for them (scripts/machines.test.ts runs real processes
// behind nginx); apps that count in memory, as on the embedded database, allow 120 each.
const minuteStart = Math.ceil(testNow().getTime() / 60_000) * 60_000;
const instant = new Date(minuteStart + 1_000);
const t = setupTestApp({ clock: () => instant, sharedVisitorCounts: true });
let other: FastifyInstance;
let inMemory: [FastifyInstance, FastifyInstance];
beforeAll(async () => {
  const build = (sharedVisitorCounts: boolean) =>
    buildApp({
      db: t.db,
      sessionSecret: TEST_SESSION_SECRET,
      clock: () => instant,
      sharedVisitorCounts,
    });
  other = await build(true);
  inMemory = [await build(false), await build(false)];
});
afterAll(async () => {
  await Promise.all([other, ...(inMemory ?? [])].map((app) => app?.close()));
});

/** A network of the test's own (documentation range, random), so no other test shares it. */
const newAddress = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const read = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: "GET", url: "/api/professionals/price-range", remoteAddress });

describe("visitors' reads counted in the shared database", () => {
  it("refuse the 121st read of a minute whichever process answers, and only that network's", async () => {
    const address = newAddress();
    for (let i = 0; i < VISITOR_REQUESTS_PER_MINUTE; i++) {
      const res = await read(i % 2 === 0 ? t.app : other, address);
      expect(res.statusCode, `read ${i + 1}`).toBe(200);
    }
    for (const app of [t.app, other]) {
      const refused = await read(app, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        "Muitas buscas em pouco tempo a partir desta rede. Aguarde um minuto e tente novamente.",
      );
    }
    expect((await read(other, newAddress())).statusCode).toBe(200);
    // A flood past the limit is refused from each process's memory, without a write a read.
    for (let i = 0; i < 20; i++) expect((await read(t.app, address)).statusCode).toBe(429);
    const [row] = await t.db
      .select({ count: visitorReads.count })
      .from(visitorReads)
      .where(eq(visitorReads.network, address));
    expect(row?.count).toBe(VISITOR_REQUESTS_PER_MINUTE + 2);
  });

  it("are swept once their minute and the next have passed", async () => {
    const address = newAddress();
    expect((await read(t.app, address)).statusCode).toBe(200);
    const mine = () => t.db.$count(visitorReads, eq(visitorReads.network, address));
    await sweepVisitorReads(t.db, new Date(minuteStart + 61_000));
    expect(await mine()).toBe(1);
    await sweepVisitorReads(t.db, new Date(minuteStart + 121_000));
    expect(await mine()).toBe(0);
  });
});

describe("visitors' reads counted in each process's memory (the embedded database's one process)", () => {
  it("allow 120 a minute per process", async () => {
    const address = newAddress();
    for (const app of inMemory) {
      for (let i = 0; i < VISITOR_REQUESTS_PER_MINUTE; i++) {
        expect((await read(app, address)).statusCode).toBe(200);
      }
      expect((await read(app, address)).statusCode).toBe(429);
    }
  });
});
