import type { AdminProfessional } from "@domain/contracts/admin";
import { professionalProfiles } from "@server/db/schema";
import type { Caller } from "@server/test/app";
import { setupTestApp } from "@server/test/app";
import {
  makeAdmin,
  makeProfessional,
  makeUser,
  type ProfessionalOptions,
  signInAs,
} from "@server/test/factories";
import { loopGuard } from "@server/test/loop-guard";
import { uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setupTestApp();
let admin: Caller;
beforeAll(async () => {
  admin = await signInAs(t.app, await makeAdmin(t.db));
});

/** An unverified professional whose profile was last saved `minutesAgo`. */
const waiting = (minutesAgo: number, options: ProfessionalOptions = {}) =>
  makeProfessional(t.db, {
    verified: false,
    ...options,
    profile: { updatedAt: new Date(Date.now() - minutesAgo * 60_000), ...options.profile },
  });
const rejection = { verificationRejectedAt: new Date(), verificationRejectionReason: "Foto" };

async function walk(url: string, limit: number): Promise<AdminProfessional[]> {
  const items: AdminProfessional[] = [];
  let cursor = "";
  const turn = loopGuard(100, "pages");
  do {
    turn();
    const res = await admin.request({
      url: `${url}${url.includes("?") ? "&" : "?"}limit=${limit}&cursor=${cursor}`,
    });
    expect(res.statusCode).toBe(200);
    items.push(...res.json().items);
    cursor = res.json().nextCursor ?? "";
  } while (cursor);
  return items;
}
const idsOf = (items: AdminProfessional[]) => items.map((p) => p.id);

describe("GET /api/admin/professionals/pending", () => {
  it("lists complete, unverified, unrejected, unbanned professionals, oldest save first", async () => {
    const older = await waiting(90);
    const newer = await waiting(10);
    const others = [
      await waiting(80, { photo: false }),
      await waiting(70, { user: { isBanned: true } }),
      await waiting(60, { user: { deletedAt: new Date() } }),
      await waiting(50, { profile: rejection }),
      await makeProfessional(t.db),
      await makeUser(t.db, "professional"),
    ];
    const items = await walk("/api/admin/professionals/pending", 2);
    // The SQL filter and the domain's isProfileComplete agree on every row.
    expect(items.every((p) => p.isProfileComplete && p.verificationStatus === "pending")).toBe(
      true,
    );
    const pending = idsOf(items);
    expect(pending.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(pending.indexOf(older.id)).toBeLessThan(pending.indexOf(newer.id));
    for (const other of others) expect(pending).not.toContain(other.id);
    expect(new Set(pending).size).toBe(pending.length);
  });

  it("gives an admin what they need to decide, CPF, register and council included", async () => {
    const last = uniqueWord();
    const pro = await waiting(30, {
      specialty: "Nutrição",
      user: { lastName: last },
      profile: { professionalRegister: "CRN-3 12345", bio: "Nutrição esportiva." },
    });
    const [profile] = await t.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.id));
    const item = (await walk("/api/admin/professionals/pending", 100)).find((p) => p.id === pro.id);
    expect(item).toEqual({
      id: pro.id,
      firstName: "Profissional",
      lastName: last,
      email: pro.email,
      phone: null,
      city: "São Paulo",
      role: "professional",
      profileImageUrl: expect.stringMatching(/^\/api\/images\//),
      isBanned: false,
      createdAt: pro.createdAt.toISOString(),
      lastLogin: null,
      isProfileComplete: true,
      verificationStatus: "pending",
      bio: null,
      publicityFlags: [],
      professionalProfile: {
        cpf: profile!.cpf,
        professionalRegister: "CRN-3 12345",
        council: "CRN",
        register: { council: "CRN", region: "3", number: "12345" },
        registerUnreadable: false,
        registerSearch: {
          name: "CFN",
          url: "https://cnn.cfn.org.br/application/index/consulta-nacional",
        },
        specialties: ["Nutrição"],
        serviceOptions: ["online", "local_proprio", "domiciliar"],
        officeAddress: "Rua dos Pinheiros, 100",
        officeComplement: null,
        officeNeighborhood: "Pinheiros",
        homeServiceCity: "São Paulo",
        homeServiceAreas: ["Pinheiros", "Moema"],
        bio: "Nutrição esportiva.",
        priceRange: "150.00",
        startingFrom: false,
        isVerified: false,
        verificationRejectedAt: null,
        verificationRejectionReason: null,
        createdAt: profile!.createdAt.toISOString(),
        updatedAt: profile!.updatedAt.toISOString(),
      },
    });
  });

  it("takes a rejected professional back once they save their profile again", async () => {
    const pro = await waiting(20);
    const reject = await admin.request({
      method: "PUT",
      url: `/api/admin/professionals/${pro.id}/verify`,
      payload: { isVerified: false, reason: "Registro ilegível" },
    });
    expect(reject.statusCode).toBe(200);
    expect(idsOf(await walk("/api/admin/professionals/pending", 100))).not.toContain(pro.id);

    const [saved] = await t.db
      .select()
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.id));
    const self = await signInAs(t.app, pro);
    const save = await self.request({
      method: "POST",
      url: "/api/professional/profile",
      payload: {
        cpf: saved!.cpf,
        professionalRegister: saved!.professionalRegister,
        specialties: saved!.specialties,
        serviceOptions: ["online"],
        priceRange: 160,
        bio: "Registro legível agora.",
      },
    });
    expect(save.statusCode).toBe(200);
    const pending = await walk("/api/admin/professionals/pending", 100);
    expect(pending.at(-1)).toMatchObject({ id: pro.id, verificationStatus: "pending" });
  });
});

describe("GET /api/admin/professionals", () => {
  it("filters by status and walks every professional once, newest account first", async () => {
    const verified = await makeProfessional(t.db);
    const rejected = await waiting(5, { profile: rejection });
    const incomplete = await waiting(5, { photo: false });
    const noProfile = await makeUser(t.db, "professional");
    const all = await walk("/api/admin/professionals?status=all", 3);
    expect(new Set(idsOf(all)).size).toBe(all.length);
    const made = [verified, rejected, incomplete, noProfile].map((p) => p.id);
    expect(idsOf(all).filter((id) => made.includes(id))).toEqual([...made].reverse());
    expect(all.find((p) => p.id === incomplete.id)).toMatchObject({
      isProfileComplete: false,
      verificationStatus: "pending",
    });
    expect(all.find((p) => p.id === noProfile.id)).toMatchObject({
      isProfileComplete: false,
      professionalProfile: null,
    });

    const verifiedIds = idsOf(await walk("/api/admin/professionals?status=verified", 50));
    expect(verifiedIds).toContain(verified.id);
    expect(verifiedIds).not.toContain(rejected.id);
    const rejectedList = await walk("/api/admin/professionals?status=rejected", 50);
    expect(idsOf(rejectedList)).not.toContain(verified.id);
    expect(rejectedList.find((p) => p.id === rejected.id)).toMatchObject({
      verificationStatus: "rejected",
      professionalProfile: { verificationRejectionReason: "Foto" },
    });
  });

  it("answers 400 to an unknown status", async () => {
    const res = await admin.request({ url: "/api/admin/professionals?status=banidos" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Filtro de verificação inválido");
  });
});
