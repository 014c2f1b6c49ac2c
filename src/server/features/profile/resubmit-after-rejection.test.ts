import { setupTestApp } from "@server/test/app";
import { makeAdmin, makeProfessional, signInAs } from "@server/test/factories";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

describe("a rejected professional who saves their profile again", () => {
  it("sees the admin's reason, then is back in the admins' pending list after saving", async () => {
    const pro = await makeProfessional(t.db, { verified: false });
    const admin = await signInAs(t.app, await makeAdmin(t.db));
    const pendingIds = async () =>
      (await admin.request({ url: "/api/admin/professionals/pending?limit=100" }))
        .json()
        .items.map((p: { id: string }) => p.id);
    expect(await pendingIds()).toContain(pro.id);

    const rejected = await admin.request({
      method: "PUT",
      url: `/api/admin/professionals/${pro.id}/verify`,
      payload: { isVerified: false, reason: "Registro ilegível" },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await pendingIds()).not.toContain(pro.id);

    const caller = await signInAs(t.app, pro);
    const me = (await caller.request({ url: "/api/auth/user" })).json();
    expect(me.professionalProfile).toMatchObject({
      verificationStatus: "rejected",
      verificationRejectionReason: "Registro ilegível",
    });
    const saved = await caller.request({
      method: "POST",
      url: "/api/professional/profile",
      payload: { ...me.professionalProfile, bio: "Registro reenviado, legível" },
    });
    expect(saved.json().professionalProfile.verificationStatus).toBe("pending");
    expect(await pendingIds()).toContain(pro.id);
  });
});
