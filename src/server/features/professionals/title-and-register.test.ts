import { setupTestApp } from "@server/test/app";
import { makeClient, makeCpf, makeUser, signInAs } from "@server/test/factories";
import { makeSearchableProfessional, uniqueWord } from "@server/test/search-helpers";
import { describe, expect, it } from "vitest";

/** Issue 18 §5: the title's form and the council register (decisions 0340, 0341). */
const t = setupTestApp();

const onlineForm = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  cpf: makeCpf(),
  professionalRegister: "CRP 06/654321",
  specialties: ["Psicologia"],
  serviceOptions: ["online"],
  priceRange: 180,
  ...extra,
});

describe("the title's form", () => {
  it("is the professional's choice: saved, kept when not sent, cleared with null", async () => {
    const pro = await signInAs(t.app, await makeUser(t.db, "professional"));
    const save = (payload: Record<string, unknown>) =>
      pro.request({ method: "POST", url: "/api/professional/profile", payload });
    const first = onlineForm({ titleForm: "feminine" });
    const saved = await save(first);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().professionalProfile.titleForm).toBe("feminine");
    const { titleForm: _, ...withoutForm } = first;
    expect((await save(withoutForm)).json().professionalProfile.titleForm).toBe("feminine");
    expect((await save({ ...first, titleForm: null })).json().professionalProfile.titleForm).toBe(
      null,
    );
    const bad = await save({ ...first, titleForm: "neutral" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Valor inválido");
  });
});

describe("cards and profiles", () => {
  it("carry the council register and the title's form, never the CPF", async () => {
    const name = uniqueWord("Reg");
    const pro = await makeSearchableProfessional(t.db, {
      user: { firstName: name },
      profile: { professionalRegister: "CRP 06/123456", titleForm: "masculine" },
    });
    const client = await signInAs(t.app, await makeClient(t.db));
    const search = await client.request({
      url: `/api/professionals/search?specialty=Psicologia&name=${name}`,
    });
    expect(search.json()).toHaveLength(1);
    expect(search.json()[0].professionalProfile).toMatchObject({
      professionalRegister: "CRP 06/123456",
      titleForm: "masculine",
    });
    expect(search.body).not.toMatch(/cpf/i);
    const profile = await client.request({ url: `/api/professionals/${pro.id}` });
    expect(profile.json().professionalProfile).toMatchObject({
      professionalRegister: "CRP 06/123456",
      titleForm: "masculine",
    });
    expect(profile.body).not.toMatch(/cpf/i);
  });
});
