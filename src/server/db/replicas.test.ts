import net from "node:net";
import { buildApp } from "@server/app";
import { openReplicaSet } from "@server/db/replicas";
import { publicPageRenders, users } from "@server/db/schema";
import { TEST_SESSION_SECRET } from "@server/test/app";
import { testNow } from "@server/test/clock";
import { openTestDatabase } from "@server/test/db";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import { withDatabase } from "@server/test/pg-admin";
import { uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { Database } from "./client";

/**
 * Decision 0410: the public reads on a real streaming replica. `scripts/ci/replica.sh` starts a
 * primary and its replica (pg_basebackup) and runs this file with TEST_DATABASE_URL (the
 * primary) and TEST_REPLICA_URL (the replica); each test file's database, made on the primary,
 * reaches the replica by streaming.
 */
const REPLICA_URL = process.env.TEST_REPLICA_URL;
const ready = !!REPLICA_URL && !!process.env.TEST_DATABASE_URL;
if (!ready) {
  console.info(
    "replicas.test.ts skipped: it needs TEST_DATABASE_URL and TEST_REPLICA_URL, a primary and its streaming replica (scripts/ci/replica.sh starts both)",
  );
}

/** The bound the tests run with: a paused replica is skipped once a probe waited this long. */
const MAX_LAG_MS = 400;

describe.skipIf(!ready)("read replicas (decision 0410)", () => {
  let database: Database;
  let replicaUrl: string;
  /** A superuser session on the replica, to pause and resume its WAL replay. */
  let replicaAdmin: pg.Client;
  let set: ReturnType<typeof openReplicaSet>;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { rows } = (await database.db.execute(
      "SELECT current_database() AS name",
    )) as unknown as {
      rows: { name: string }[];
    };
    replicaUrl = withDatabase(REPLICA_URL!, rows[0]!.name);
    // The database was created on the primary a moment ago: wait until the replica has it.
    for (let tries = 0; ; tries++) {
      replicaAdmin = new pg.Client({ connectionString: replicaUrl });
      try {
        await replicaAdmin.connect();
        break;
      } catch (error) {
        await replicaAdmin.end().catch(() => {});
        if (tries > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await replicaCaughtUp();
    set = openReplicaSet({
      primary: database.db,
      urls: [replicaUrl],
      maxLagMs: MAX_LAG_MS,
      probeEveryMs: 0,
    });
    app = await buildApp({
      clock: testNow,
      db: database.db,
      readDb: set,
      sessionSecret: TEST_SESSION_SECRET,
    });
  });

  afterAll(async () => {
    await replicaAdmin?.query("SELECT pg_wal_replay_resume()").catch(() => {});
    await replicaAdmin?.end();
    await app?.close();
    await set?.close();
    await database?.close();
  });

  const pauseReplay = async () => {
    await replicaAdmin.query("SELECT pg_wal_replay_pause()");
    onTestFinished(async () => {
      await replicaAdmin.query("SELECT pg_wal_replay_resume()");
    });
    for (;;) {
      const { rows } = await replicaAdmin.query("SELECT pg_get_wal_replay_pause_state() AS s");
      if (rows[0].s === "paused") return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  /** Until the replica has replayed everything the primary had written when called. */
  const replicaCaughtUp = async () => {
    const { rows } = (await database.db.execute(
      "SELECT pg_current_wal_flush_lsn()::text AS lsn",
    )) as unknown as { rows: { lsn: string }[] };
    for (let tries = 0; tries < 200; tries++) {
      const { rows: replayed } = await replicaAdmin.query(
        "SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done",
        [rows[0]!.lsn],
      );
      if (replayed[0].done) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("the replica did not catch up in 4 s");
  };

  const searchNames = async (word: string) => {
    const res = await app.inject({ url: `/api/professionals/search?name=${word}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { lastName: string }[]).map((card) => card.lastName);
  };

  it("serves the search and profiles from the replica, the person's own reads from the primary, and skips the replica once it lags past the bound", async () => {
    await set.probe();
    expect(set.states()).toEqual([{ name: "replica-1", state: "in", lagMs: expect.any(Number) }]);
    await pauseReplay();

    const word = uniqueWord("Rep");
    const pro = await makeProfessional(database.db, { user: { lastName: word } });
    // The replica stopped replaying before the professional was saved: the public reads,
    // served by it, do not know them yet.
    expect(await searchNames(word)).toEqual([]);
    const profile = await app.inject({ url: `/api/professionals/${pro.id}` });
    expect(profile.statusCode).toBe(404);

    // A client books them (the write and its checks on the primary) and reads their own
    // appointments at once; the professional's agenda shows the request.
    const client = await signInAs(app, await makeClient(database.db));
    const date = nextWeekday(3);
    const booked = await client.request({
      method: "POST",
      url: "/api/appointments",
      payload: {
        professionalId: pro.id,
        appointmentDate: date,
        startTime: "10:00",
        endTime: "11:00",
        status: "pending",
        serviceType: "online",
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const own = await client.request({ url: "/api/appointments/client" });
    expect(own.statusCode).toBe(200);
    const appointmentId = (booked.json() as { id: string }).id;
    expect(JSON.stringify(own.json())).toContain(appointmentId);
    const proCaller = await signInAs(app, pro);
    const agenda = await proCaller.request({ url: "/api/agenda/appointments/pending" });
    expect(agenda.statusCode).toBe(200);
    expect(JSON.stringify(agenda.json())).toContain(appointmentId);
    // A signed-in person's view of a profile is theirs: read on the primary.
    expect((await client.request({ url: `/api/professionals/${pro.id}` })).statusCode).toBe(200);

    // The probe finds the replica behind the primary for longer than the bound: skipped, and
    // the new professional is found (on the primary), with no error on the way.
    await set.probe();
    expect(set.states()[0]!.state).toBe("lagging");
    expect(await searchNames(word)).toEqual([word]);
    expect((await app.inject({ url: `/api/professionals/${pro.id}` })).statusCode).toBe(200);
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().replicas).toEqual([
      { name: "replica-1", state: "lagging", lagMs: expect.any(Number) },
    ]);
    expect(ready.body).not.toContain("127.0.0.1");

    // Replay resumed, the replica catches up and is in again: it knows them now.
    await replicaAdmin.query("SELECT pg_wal_replay_resume()");
    await set.probe();
    expect(set.states()[0]!.state).toBe("in");
    expect(await searchNames(word)).toEqual([word]);
  });

  it("measures an idle primary's replica as caught up, however long nothing was written", async () => {
    await set.probe();
    // Longer than the bound with nothing written: a lag read as now() minus the last replayed
    // transaction's time would now exceed it.
    await new Promise((resolve) => setTimeout(resolve, MAX_LAG_MS * 2));
    await set.probe();
    const [state] = set.states();
    expect(state!.state).toBe("in");
    expect(state!.lagMs).toBeLessThan(MAX_LAG_MS);
  });

  it("stores a rendered profile page on the primary, never on the replica", async () => {
    await set.probe();
    expect(set.states()[0]!.state).toBe("in");
    const word = uniqueWord("Pag");
    const pro = await makeProfessional(database.db, { user: { lastName: word } });
    // The replica has replayed the new professional before their page is asked for.
    await replicaCaughtUp();
    const moved = await app.inject({ url: `/professional/${pro.id}` });
    expect(moved.statusCode).toBe(301);
    const page = await app.inject({ url: String(moved.headers.location) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(word);
    const stored = await database.db
      .select({ body: publicPageRenders.body })
      .from(publicPageRenders)
      .where(eq(publicPageRenders.professionalId, pro.id));
    expect(stored[0]?.body).toBeTruthy();
  });

  it("empties the kept pages again once a lagging replica can no longer be read, so a page rendered from it just after a ban does not stay", async () => {
    const keptApp = await buildApp({
      clock: testNow,
      db: database.db,
      readDb: set,
      sessionSecret: TEST_SESSION_SECRET,
      pageCacheMs: 30_000,
    });
    onTestFinished(() => keptApp.close());
    await set.probe();
    const pro = await makeProfessional(database.db, { user: { lastName: uniqueWord("Ban") } });
    const moved = await keptApp.inject({ url: `/professional/${pro.id}` });
    const address = String(moved.headers.location);
    await replicaCaughtUp();
    await pauseReplay();

    // Banned on the primary, and this process forgets its kept pages, as the ban route does.
    await database.db.update(users).set({ isBanned: true }).where(eq(users.id, pro.id));
    keptApp.forgetKeptPublicPages();
    // The replica has not replayed the ban: a visitor's page rendered from it still shows them,
    // and is kept (within the bound, as any replica read may be).
    expect((await keptApp.inject({ url: address })).statusCode).toBe(200);
    expect((await keptApp.inject({ url: address })).statusCode).toBe(200);

    // Past the bound the replica is out, and the kept page is gone with it: the next visit is
    // read from the primary.
    await set.probe();
    expect(set.states()[0]!.state).toBe("lagging");
    await new Promise((resolve) => setTimeout(resolve, set.stalenessBoundMs + 100));
    expect([404, 410]).toContain((await keptApp.inject({ url: address })).statusCode);
  });

  it("skips a replica that is down, and runs a read again on the primary when the replica fails under it, with no error answer", async () => {
    // Nothing listens there: the probe marks it down, and reads go to the primary.
    const nowhere = openReplicaSet({
      primary: database.db,
      urls: ["postgres://postgres@127.0.0.1:1/none"],
      maxLagMs: MAX_LAG_MS,
      probeEveryMs: 0,
    });
    onTestFinished(() => nowhere.close());
    await nowhere.probe();
    expect(nowhere.states()).toEqual([{ name: "replica-1", state: "down", lagMs: null }]);

    // A replica reached through a relay that then goes away: it was in at the last probe, the
    // next read fails on it, runs on the primary, and the replica is marked down.
    const sockets = new Set<net.Socket>();
    const replicaPort = Number(new URL(replicaUrl).port);
    const relay = net.createServer((socket) => {
      const upstream = net.connect(replicaPort, "127.0.0.1");
      sockets.add(socket).add(upstream);
      socket.pipe(upstream).pipe(socket);
      socket.on("error", () => upstream.destroy());
      upstream.on("error", () => socket.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const relayUrl = new URL(replicaUrl);
    relayUrl.port = String((relay.address() as net.AddressInfo).port);
    const relayed = openReplicaSet({
      primary: database.db,
      urls: [relayUrl.toString()],
      maxLagMs: MAX_LAG_MS,
      probeEveryMs: 0,
    });
    const relayedApp = await buildApp({
      clock: testNow,
      db: database.db,
      readDb: relayed,
      sessionSecret: TEST_SESSION_SECRET,
    });
    onTestFinished(async () => {
      await relayedApp.close();
      await relayed.close();
    });
    await relayed.probe();
    expect(relayed.states()[0]!.state).toBe("in");
    const word = uniqueWord("Down");
    await makeProfessional(database.db, { user: { lastName: word } });
    relay.close();
    for (const socket of sockets) socket.destroy();

    const res = await relayedApp.inject({ url: `/api/professionals/search?name=${word}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { lastName: string }[]).map((card) => card.lastName)).toEqual([word]);
    expect(relayed.states()[0]!.state).toBe("down");
    // And the next probe keeps it out while it stays unreachable.
    await relayed.probe();
    expect(relayed.states()[0]!.state).toBe("down");
  });
});
