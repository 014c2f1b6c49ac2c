import { setupTestApp } from "@server/test/app";
import { makeClient, makeProfessional, makeUser, signInAs } from "@server/test/factories";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const form = {
  firstName: "Marina",
  lastName: "Costa",
  phone: "11987654321",
  city: "São Paulo",
  address: "Pinheiros",
  bio: "Gosto de caminhar.",
};

const save = async (who: { id: string; email: string }, payload: Record<string, unknown>) =>
  (await signInAs(t.app, who)).request({ method: "PUT", url: "/api/user/profile", payload });

describe("PUT /api/user/profile", () => {
  it("saves the client's personal form and answers the current user, now complete", async () => {
    const client = await makeUser(t.db, "client");
    const caller = await signInAs(t.app, client);
    const res = await caller.request({ method: "PUT", url: "/api/user/profile", payload: form });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...form, email: client.email, isProfileComplete: true });
    const me = await caller.request({ url: "/api/auth/user" });
    expect(me.json()).toMatchObject(form);
  });

  it("takes a masked phone, trims text, stores names as the places list spells them", async () => {
    const res = await save(await makeClient(t.db), {
      ...form,
      phone: "(11) 98765-4321",
      city: " sao paulo ",
      address: "PINHEIROS",
      bio: "   ",
    });
    expect(res.json()).toMatchObject({
      phone: "11987654321",
      city: "São Paulo",
      address: "Pinheiros",
      bio: null,
    });
  });

  it("keeps apart two cities whose names differ only by an accent (Paraná, Paranã)", async () => {
    for (const city of ["Paraná", "Paranã", "Araçoiaba", "Aracoiaba"]) {
      const res = await save(await makeClient(t.db), { ...form, city, address: null });
      expect(res.json().city).toBe(city);
    }
  });

  it("lets optional fields be cleared; a client without city and neighbourhood is incomplete", async () => {
    const res = await save(await makeClient(t.db), {
      firstName: "Marina",
      lastName: "Costa",
      phone: "",
      city: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      phone: null,
      city: null,
      address: null,
      isProfileComplete: false,
    });
  });

  it("accepts any neighbourhood for a city without neighbourhood data", async () => {
    const res = await save(await makeClient(t.db), {
      ...form,
      city: "Campinas",
      address: "Cambuí",
    });
    expect(res.json()).toMatchObject({ city: "Campinas", address: "Cambuí" });
  });

  it.each([
    ["a one-letter first name", { firstName: "M" }, "Nome deve ter pelo menos 2 caracteres"],
    ["a one-letter last name", { lastName: " C " }, "Sobrenome deve ter pelo menos 2 caracteres"],
    ["a 10-digit phone", { phone: "1198765432" }, "Telefone deve ter o formato (##) #####-####"],
    ["letters as phone", { phone: "telefone" }, "Telefone deve ter o formato (##) #####-####"],
    ["a bio too long", { bio: "a".repeat(2001) }, "A bio deve ter no máximo 2000 caracteres"],
    ["an unknown city", { city: "Cidade Inventada" }, "Cidade inválida"],
    ["a neighbourhood without a city", { city: null }, "Bairro inválido para a cidade selecionada"],
  ])("answers 400 for %s", async (_label, change, message) => {
    const res = await save(await makeClient(t.db), { ...form, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("never changes the e-mail", async () => {
    const client = await makeClient(t.db);
    const res = await save(client, { ...form, email: "outro@teste.acolher" });
    expect(res.json().email).toBe(client.email);
  });

  it("saves a professional's personal form and leaves the neighbourhood to clients", async () => {
    const professional = await makeProfessional(t.db);
    const res = await save(professional, { ...form, address: "Moema" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: "Marina", city: "São Paulo", address: null });
  });
});
