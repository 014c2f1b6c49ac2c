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
          acceptLegal: true,
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
        notesConsent: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().notes).toBe("Primeira consulta.\r\n\tPrefiro falar sobre ansiedade.");
  });
});

const ONE_LINE = "Use uma só linha, sem quebras de linha nem caracteres invisíveis.";

/** Issue 28, item 5: what reaches the other party's e-mail as a line of its own, or reversed. */
const NOT_ONE_LINE = {
  "CR LF": "Ana\r\nAcesse https://golpe.example",
  LF: "Ana\nSilva",
  tab: "Ana\tSilva",
  "U+2028": "Ana\u2028Silva",
  "U+2029": "Ana\u2029Silva",
  NEL: "Ana\u0085Silva",
  "right-to-left override": "Ana\u202Eavlis",
  "left-to-right isolate": "Ana\u2066Silva\u2069",
  "zero-width space": "An\u200Ba",
  "byte-order mark": "\uFEFFAna",
};

describe("one-line fields refuse line breaks and invisible characters, with a Portuguese 400", () => {
  it.each(Object.entries(NOT_ONE_LINE))("sign-up's first and last name: %s", async (_, value) => {
    for (const field of ["firstName", "lastName"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: "10.61.0.2",
        payload: {
          firstName: "Ana",
          lastName: "Silva",
          email: "ana.linhas@example.com",
          password: "frase longa de teste",
          passwordConfirmation: "frase longa de teste",
          acceptLegal: true,
          [field]: value,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: ONE_LINE, fieldErrors: { [field]: [ONE_LINE] } });
    }
  });

  it("the profile's names and city, and a professional's areas, by their own path", async () => {
    const client = await signInAs(t.app, await makeClient(t.db));
    const name = await client.request({
      method: "PUT",
      url: "/api/user/profile",
      payload: { firstName: "Ana", lastName: "Silva\nMarques", city: "São\u2028Paulo" },
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().fieldErrors).toEqual({ lastName: [ONE_LINE], city: [ONE_LINE] });
    const pro = await signInAs(t.app, await makeProfessional(t.db));
    const areas = await pro.request({
      method: "POST",
      url: "/api/professional/profile",
      payload: { homeServiceAreas: ["Centro", "Moema\r\nPinheiros"] },
    });
    expect(areas.statusCode).toBe(400);
    expect(areas.json().fieldErrors).toMatchObject({ "homeServiceAreas.1": [ONE_LINE] });
  });

  it("a booking's address is one line; its notes keep their lines", async () => {
    const pro = await makeProfessional(t.db);
    const client = await signInAs(t.app, await makeClient(t.db));
    const book = (extra: Record<string, string | boolean>) =>
      client.request({
        method: "POST",
        url: "/api/appointments",
        payload: {
          professionalId: pro.id,
          appointmentDate: nextWeekday(3),
          startTime: "09:00",
          endTime: "10:00",
          status: "pending",
          serviceType: "online",
          ...extra,
        },
      });
    const address = await book({ clientAddress: "Rua A, 10\nApto 2" });
    expect(address.statusCode).toBe(400);
    expect(address.json().fieldErrors).toEqual({ clientAddress: [ONE_LINE] });
    const notes = await book({
      notes: "Primeira consulta.\n\u2028Prefiro à tarde.",
      notesConsent: true,
    });
    expect(notes.statusCode).toBe(201);
  });

  it("a password keeps whatever was typed, beyond C0", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: "10.61.0.3",
      payload: {
        firstName: "Ana",
        lastName: "Silva",
        email: "ana.senha@example.com",
        password: "frase\u200Dlonga de teste",
        passwordConfirmation: "frase\u200Dlonga de teste",
        acceptLegal: true,
      },
    });
    expect(res.statusCode).toBe(201);
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
