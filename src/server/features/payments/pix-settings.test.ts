import { PAYMENT_MESSAGES } from "@domain/payments";
import { agendaSettings } from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { makeProfessional, signInAs } from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const read = (caller: Caller) => caller.request({ url: "/api/agenda/pix" });
const write = (caller: Caller, payload: unknown) =>
  caller.request({
    method: "PUT",
    url: "/api/agenda/pix",
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });
const rowOf = async (professionalId: string) =>
  (
    await t.db
      .select()
      .from(agendaSettings)
      .where(eq(agendaSettings.professionalId, professionalId))
  )[0];

async function professional() {
  const pro = await makeProfessional(t.db);
  return { pro, as: await signInAs(t.app, pro) };
}

const place = { name: "Ana Souza", city: "Recife" };

describe("GET/PUT /api/agenda/pix (issue 33, item 1)", () => {
  it("answers null before a key, creates the settings row on the first save and keeps the rest", async () => {
    const { pro, as } = await professional();
    await t.db.delete(agendaSettings).where(eq(agendaSettings.professionalId, pro.id));
    const before = await read(as);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toBeNull();

    const saved = await write(as, { keyType: "email", key: " Ana@Exemplo.COM ", ...place });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ keyType: "email", key: "ana@exemplo.com", ...place });
    expect((await read(as)).json()).toEqual(saved.json());
    expect(await rowOf(pro.id)).toMatchObject({ serviceDuration: 60, pixKey: "ana@exemplo.com" });
  });

  it.each([
    ["cpf", "529.982.247-25", "52998224725"],
    ["cnpj", "11.222.333/0001-81", "11222333000181"],
    ["email", "Fulano@Example.COM", "fulano@example.com"],
    ["phone", "(11) 98765-4321", "+5511987654321"],
    ["phone", "+55 81 99876-5432", "+5581998765432"],
    // Valid as a CPF too: chosen as a phone, it is a Brazilian mobile number.
    ["phone", "51998259765", "+5551998259765"],
    ["cpf", "51998259765", "51998259765"],
    ["random", "71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D", "71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d"],
  ])("keeps a %s key as the DICT writes it (%s → %s)", async (keyType, key, canonical) => {
    const { pro, as } = await professional();
    const res = await write(as, { keyType, key, ...place });
    expect(res.statusCode).toBe(200);
    expect(res.json().key).toBe(canonical);
    expect((await rowOf(pro.id))?.pixKey).toBe(canonical);
  });

  it.each([
    ["cpf", "529.982.247-26"],
    ["cpf", "fulano@example.com"],
    ["cnpj", "11.222.333/0001-82"],
    ["email", "fulano@"],
    ["phone", "(11) 3333-4444"],
    ["phone", "52998224725x"],
    ["random", "71c7d9be-4b85-4e43-9f1c"],
    ["email", "52998224725"],
    ["cpf", ""],
  ])("refuses a %s key that is not one (%s) with the Portuguese message", async (keyType, key) => {
    const { pro, as } = await professional();
    const res = await write(as, { keyType, key, ...place });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.key).toEqual([PAYMENT_MESSAGES.pixKeyInvalid]);
    expect((await rowOf(pro.id))?.pixKey ?? null).toBeNull();
  });

  it("folds the name and the city as the code carries them, and refuses them too long or empty", async () => {
    const { as } = await professional();
    const key = { keyType: "email", key: "ana@exemplo.com" };
    const folded = await write(as, { ...key, name: "  Conceição   Brandão ", city: "São José" });
    expect(folded.json()).toMatchObject({ name: "Conceicao Brandao", city: "Sao Jose" });

    // 25 and 15 characters once the accents go: accepted as they are.
    const longest = await write(as, {
      ...key,
      name: "Maria Conceição Gonçalves",
      city: "Florianópolis X",
    });
    expect(longest.json()).toMatchObject({
      name: "Maria Conceicao Goncalves",
      city: "Florianopolis X",
    });

    const tooLong = await write(as, {
      ...key,
      name: "Maria Conceição Gonçalves S",
      city: "São José dos Campos",
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({
      name: [PAYMENT_MESSAGES.pixNameRequired],
      city: [PAYMENT_MESSAGES.pixCityRequired],
    });
    const tooLongName = await write(as, {
      ...key,
      name: "Maria da Conceição Gonçalves",
      city: "Recife",
    });
    expect(tooLongName.json().fieldErrors).toEqual({ name: [PAYMENT_MESSAGES.pixNameRequired] });

    const empty = await write(as, { ...key, name: "   ", city: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      name: [PAYMENT_MESSAGES.pixNameRequired],
      city: [PAYMENT_MESSAGES.pixCityRequired],
    });
    expect((await read(as)).json()).toMatchObject({ name: "Maria Conceicao Goncalves" });
  });

  it("removes the key with null, also when none was ever saved", async () => {
    const { pro, as } = await professional();
    await t.db.delete(agendaSettings).where(eq(agendaSettings.professionalId, pro.id));
    const nothing = await write(as, null);
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toBeNull();

    await write(as, { keyType: "email", key: "ana@exemplo.com", ...place });
    const removed = await write(as, null);
    expect(removed.json()).toBeNull();
    expect(await rowOf(pro.id)).toMatchObject({
      pixKeyType: null,
      pixKey: null,
      pixName: null,
      pixCity: null,
    });
    expect((await read(as)).json()).toBeNull();
  });

  it("refuses a body without the fields (400, not 500)", async () => {
    const { as } = await professional();
    for (const payload of [
      { keyType: "cpf" },
      { keyType: "boleto", key: "x", ...place },
      "x",
      3,
      [],
    ]) {
      const res = await write(as, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[a-zà-ú]/);
    }
  });
});
