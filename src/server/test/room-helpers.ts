import type { SignalToBrowser } from "@domain/contracts/rooms";
import { TELEHEALTH_CONSENT_VERSION } from "@domain/telehealth";
import type { WebSocket } from "@fastify/websocket";
import { buildApp } from "@server/app";
import type { Database, Db } from "@server/db/client";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { type Caller, TEST_SESSION_SECRET } from "./app";
import { testNow } from "./clock";
import { openTestDatabase } from "./db";
import { makeAppointment, makeClient, makeProfessional } from "./factories";

/**
 * The rooms' tests (issue 32, decision 0394): one app on one database that hears the database's
 * notices (drizzle/0039: a cancelled session's room closes at once), a session of two parties,
 * the client's consent, and a WebSocket to the room with what it receives.
 */
export function setupRoomsApp() {
  const t = {} as { app: FastifyInstance; db: Db; database: Database };
  beforeAll(async () => {
    t.database = await openTestDatabase();
    t.db = t.database.db;
    t.app = await roomsApp(t.database);
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.close();
  });
  return t;
}

/** Another server process on the same database (the two-process test). */
export const roomsApp = (database: Database) =>
  buildApp({
    db: database.db,
    sessionSecret: TEST_SESSION_SECRET,
    clock: testNow,
    listen: database.listen,
  });

/** An online session of a new client with a new professional, 5 minutes in unless told. */
export async function makeOnlineSession(
  db: Db,
  options: { startedMinutesAgo?: number; status?: "approved" } = {},
) {
  const pro = await makeProfessional(db);
  const client = await makeClient(db);
  const appointment = await makeAppointment(db, {
    clientId: client.id,
    professionalId: pro.id,
    startedMinutesAgo: options.startedMinutesAgo ?? 5,
    status: options.status ?? "approved",
    serviceType: "online",
  });
  return { pro, client, appointment };
}

/** The client accepts the consent in force for this professional. */
export const acceptConsent = (caller: Caller, professionalId: string) =>
  caller.request({
    method: "POST",
    url: "/api/telehealth-consent",
    payload: { professionalId, version: TELEHEALTH_CONSENT_VERSION },
  });

/** A socket to the room as this caller, with the messages it receives. */
export async function connectToRoom(app: FastifyInstance, cookie: string, id: string) {
  const received: SignalToBrowser[] = [];
  const socket: WebSocket = await app.injectWS(
    `/api/rooms/${id}/signal`,
    { headers: { cookie } },
    {
      onInit: (ws) =>
        ws.on("message", (data) => received.push(JSON.parse(data.toString()) as SignalToBrowser)),
    },
  );
  const next = async (kind: SignalToBrowser["kind"]) => {
    await expect.poll(() => received.some((m) => m.kind === kind), { timeout: 5_000 }).toBe(true);
    const index = received.findIndex((m) => m.kind === kind);
    return received.splice(index, 1)[0]!;
  };
  /** The latest presence this side was told (presence may be said more than once). */
  const presence = () => received.filter((m) => m.kind === "peer").at(-1);
  return { socket, received, next, presence };
}
