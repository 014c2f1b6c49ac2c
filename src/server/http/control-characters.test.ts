import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, nextWeekday, signInAs } from "@server/test/factories";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { installErrorHandler } from "./error-handler";

const t = setupTestApp();

const REFUSED = "Remova caracteres de controle do texto.";
const SOME_ID = "00000000-0000-4000-8000-000000000000";

function expectRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: "bad_request",
    message: REFUSED,
    fieldErrors: { [field]: [REFUSED] },
  });
}

describe("a control character in any text is a Portuguese 400, never a 500", () => {
  it("sign-up names and e-mail", async () => {
    for (const [field, value] of [
      ["firstName", "Ana\u0000Maria"],
      ["lastName", "Silva\u001b[31m"],
      ["email", "ana\u0000@example.com"],
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: "10.61.0.1",
        payload: {
          firstName: "Ana",
          lastName: "Silva",
          email: "ana@example.com",
          password: "frase longa de teste",
          passwordConfirmation: "frase longa de teste",
          [field!]: value,
        },
      });
      expectRefused(res, field!);
    }
  });

  it("the profile's first name and bio", async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    const name = await client.request({
      method: "PUT",
      url: "/api/user/profile",
      payload: { firstName: "Ana\u0000Maria", lastName: "Silva" },
    });
    expectRefused(name, "firstName");
    const bio = await client.request({
      method: "PUT",
      url: "/api/user/profile",
      payload: { firstName: "Ana", lastName: "Silva", bio: "Olá\u0000" },
    });
    expectRefused(bio, "bio");
  });

  it("booking notes and a review comment", async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    const booking = await client.request({
      method: "POST",
      url: "/api/appointments",
      payload: { professionalId: SOME_ID, notes: "Olá\u0000" },
    });
    expectRefused(booking, "notes");
    const review = await client.request({
      method: "POST",
      url: "/api/reviews",
      payload: { appointmentId: SOME_ID, rating: 5, comment: "Ótima\u0007" },
    });
    expectRefused(review, "comment");
  });

  it("the search's name in the query string", async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    const res = await client.request({ url: "/api/professionals/search?name=%00" });
    expectRefused(res, "name");
  });

  it("keeps line breaks and tabs in multi-line text", async () => {
    const pro = await makeProfessional(t.db);
    const client = await signInAs(t.app, await makeClient(t.db));
    const res = await client.request({
      method: "POST",
      url: "/api/appointments",
      payload: {
        professionalId: pro.id,
        appointmentDate: nextWeekday(2),
        startTime: "09:00",
        endTime: "10:00",
        status: "pending",
        serviceType: "online",
        notes: "Primeira consulta.\r\n\tPrefiro falar sobre ansiedade.",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().notes).toBe("Primeira consulta.\r\n\tPrefiro falar sobre ansiedade.");
  });
});

describe("Postgres text errors are a 400 too (backstop)", () => {
  it.each(["22021", "22P05"])("maps %s to the control-character message", async (code) => {
    const app = Fastify();
    installErrorHandler(app);
    app.get("/x", async () => {
      throw Object.assign(new Error("query failed"), { cause: { code } });
    });
    const res = await app.inject({ url: "/x" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "bad_request", message: REFUSED });
  });
});
