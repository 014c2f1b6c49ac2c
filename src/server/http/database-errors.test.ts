import type { Db } from "@server/db/client";
import { makeAppointment } from "@server/test/appointment-factories";
import { openTestDatabase } from "@server/test/db";
import { makeClient, makeProfessional, nextWeekday } from "@server/test/factories";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installErrorHandler } from "./error-handler";

// The booking race is settled by the exclusion constraint `appointments_no_overlap` (SQLSTATE
// 23P01). PGlite never races, so the mapping of that error is pinned here directly: once with a
// fake driver error, once with a real violation written by SQL on whichever database runs.
const TAKEN = "Este horário não está mais disponível. Escolha outro horário.";
let db: Db;
let close: () => Promise<void>;
const app = Fastify();
const failure: { next: () => Promise<unknown> } = { next: async () => undefined };

beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  close = database.close;
  installErrorHandler(app);
  app.get("/fails", async () => failure.next());
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await close?.();
});

const failWith = async (error: unknown) => {
  failure.next = async () => {
    throw error;
  };
  return app.inject({ url: "/fails" });
};

describe("an exclusion violation (23P01)", () => {
  it("is a 409 with the 'slot taken' message, whether the driver error is bare or wrapped", async () => {
    const bare = Object.assign(new Error("conflicting key value"), { code: "23P01" });
    const wrapped = Object.assign(new Error("Failed query: insert …"), { cause: bare });
    for (const error of [bare, wrapped]) {
      const res = await failWith(error);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: "conflict", message: TAKEN });
    }
  });

  it("written for real by two overlapping inserts is a 409, not a 500", async () => {
    const client = await makeClient(db);
    const pro = await makeProfessional(db);
    const slot = { clientId: client.id, professionalId: pro.id, date: nextWeekday(2) };
    await makeAppointment(db, { ...slot, startTime: "10:00", endTime: "11:00" });
    failure.next = () => makeAppointment(db, { ...slot, startTime: "10:30", endTime: "11:30" });
    const res = await app.inject({ url: "/fails" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TAKEN);
  });

  it("an unknown database error stays a 500 without the driver's text", async () => {
    const res = await failWith(Object.assign(new Error("disk full"), { code: "53100" }));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("disk full");
  });
});
