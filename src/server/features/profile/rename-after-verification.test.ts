import { setupTestApp } from "@server/test/app";
import { makeAdmin, makeClient, makeProfessional, signInAs } from "@server/test/factories";
import { uniqueWord } from "@server/test/search-helpers";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const personal = { phone: "11987654321", city: "São Paulo", bio: "Psicóloga clínica." };

async function verifiedProfessional(firstName: string, lastName: string) {
  const pro = await makeProfessional(t.db, { user: { firstName, lastName, ...personal } });
  return { pro, caller: await signInAs(t.app, pro) };
}

const rename = (
  caller: Awaited<ReturnType<typeof signInAs>>,
  names: { firstName: string; lastName: string },
  extra: Record<string, unknown> = {},
) =>
  caller.request({
    method: "PUT",
    url: "/api/user/profile",
    payload: { ...personal, ...names, ...extra },
  });

const foundByName = async (name: string) => {
  const client = await signInAs(t.app, await makeClient(t.db));
  const res = await client.request({
    url: `/api/professionals/search?specialty=Psicologia&name=${encodeURIComponent(name)}`,
  });
  return res.json().map((p: { id: string }) => p.id);
};

const pendingIds = async () => {
  const admin = await signInAs(t.app, await makeAdmin(t.db));
  const res = await admin.request({ url: "/api/admin/professionals?status=pending&limit=100" });
  return res.json().items.map((p: { id: string }) => p.id);
};

describe("a verified professional who changes their name goes back to review (decision 0175)", () => {
  it("renaming to another person's name: pending again, out of search, back in the admins' queue", async () => {
    const last = uniqueWord();
    const { pro, caller } = await verifiedProfessional("Ana", last);
    expect(await foundByName(last)).toEqual([pro.id]);

    const other = uniqueWord();
    const res = await rename(caller, { firstName: "Joana", lastName: other });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: "Joana",
      lastName: other,
      professionalProfile: { isVerified: false, verificationStatus: "pending" },
    });
    expect(await foundByName(other)).toEqual([]);
    expect(await foundByName(last)).toEqual([]);
    expect(await pendingIds()).toContain(pro.id);

    const me = await caller.request({ url: "/api/auth/user" });
    expect(me.json().professionalProfile.verificationStatus).toBe("pending");
  });

  it("changing only the last name is a change of name too", async () => {
    const { caller } = await verifiedProfessional("Ana", uniqueWord());
    const res = await rename(caller, { firstName: "Ana", lastName: uniqueWord() });
    expect(res.json().professionalProfile.verificationStatus).toBe("pending");
  });

  it("letter case, accents and surrounding spaces, or the other fields, keep the verification", async () => {
    const last = uniqueWord();
    const { pro, caller } = await verifiedProfessional("Ana Lúcia", last);
    for (const names of [
      { firstName: "ana lucia", lastName: last.toUpperCase() },
      { firstName: "  Ana Lúcia ", lastName: ` ${last}` },
    ]) {
      const res = await rename(caller, names, { phone: "11912345678", bio: "Outra bio." });
      expect(res.statusCode).toBe(200);
      expect(res.json().professionalProfile).toMatchObject({
        isVerified: true,
        verificationStatus: "verified",
      });
    }
    expect(await foundByName(last)).toEqual([pro.id]);
  });

  it("a professional still in review or a client renames freely", async () => {
    const pending = await makeProfessional(t.db, { verified: false, user: personal });
    const res = await rename(await signInAs(t.app, pending), {
      firstName: "Outro",
      lastName: uniqueWord(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().professionalProfile.verificationStatus).toBe("pending");

    const client = await signInAs(t.app, await makeClient(t.db));
    const renamed = await rename(client, { firstName: "Outra", lastName: "Pessoa" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ firstName: "Outra", lastName: "Pessoa" });
  });
});
