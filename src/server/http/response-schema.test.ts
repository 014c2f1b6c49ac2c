import type { Db } from "@server/db/client";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { installErrorHandler } from "./error-handler";
import { defineRoute, type RouteTable, registerRoutes } from "./route";

// A handler that returns more than its contract: the response schema must drop the extra keys,
// so a private column selected by mistake never reaches a client.
const app = Fastify();
beforeAll(async () => {
  app.decorate("routeTable", [] as RouteTable);
  app.decorate("clock", () => new Date());
  app.decorateRequest("user", null);
  installErrorHandler(app);
  registerRoutes(app, {} as Db, [
    defineRoute({
      method: "GET",
      url: "/leaky",
      access: "public",
      summary: "returns private fields",
      tag: "test",
      response: z.object({ id: z.string(), firstName: z.string() }),
      handler: async () => ({
        id: "u1",
        firstName: "Ana",
        passwordHash: "$argon2id$secret",
        cpf: "12345678909",
      }),
    }),
  ]);
  await app.ready();
});
afterAll(() => app.close());

describe("the response schema of a route", () => {
  it("strips keys the contract does not name", async () => {
    const res = await app.inject({ url: "/leaky" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: "u1", firstName: "Ana" });
    expect(res.body).not.toContain("argon2id");
    expect(res.body).not.toContain("12345678909");
  });
});
