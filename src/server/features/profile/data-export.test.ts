import { blockedSlots } from "@server/db/schema";
import { makeReview, suspendAndReactivate } from "@server/test/account-history";
import { setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeProfessional,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

describe("GET /api/user/data-export ('Baixar meus dados')", () => {
  it("gives a client everything held about them as a JSON attachment, without secrets", async () => {
    const pro = await makeProfessional(t.db);
    const client = await makeClient(t.db, { bio: "Minha bio", phone: "11987654321" });
    const booked = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      date: nextWeekday(2),
      startTime: "10:00",
      endTime: "11:00",
      notes: "Primeira consulta",
    });
    const { confirmation } = await makeReview(t.db, {
      clientId: client.id,
      professionalId: pro.id,
      rating: 4,
      comment: "Muito atenciosa",
    });
    const admin = await suspendAndReactivate(t, client.id, "Conferência");
    const again = await signInAs(t.app, client);

    const res = await again.request({ url: "/api/user/data-export" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="acolher-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.user).toMatchObject({
      id: client.id,
      email: client.email,
      bio: "Minha bio",
      phone: "11987654321",
    });
    expect(data.appointments.map((a: { id: string }) => a.id)).toContain(booked.id);
    expect(data.appointments.find((a: { id: string }) => a.id === booked.id).notes).toBe(
      "Primeira consulta",
    );
    expect(data.serviceConfirmations.map((c: { id: string }) => c.id)).toEqual([confirmation.id]);
    expect(data.reviewsWritten).toMatchObject([{ rating: 4, comment: "Muito atenciosa" }]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.adminActionsAboutYou.map((e: { action: string }) => e.action).sort()).toEqual(
      ["ban", "unban"].sort(),
    );
    // What was done and the terms' category, never the admin's note nor which admin (0378).
    expect(data.adminActionsAboutYou).toContainEqual(
      expect.objectContaining({ action: "ban", banReason: "outro", reason: null }),
    );
    expect(res.body).not.toContain("Conferência");
    for (const entry of data.adminActionsAboutYou) expect(entry).not.toHaveProperty("adminId");
    expect(res.body).not.toContain(admin.id);
    expect(res.body).not.toContain(admin.email);
    expect(data.professionalProfile).toBeNull();
    // No secret leaves: no password hash, no session id (the hash of the cookie token).
    expect(res.body).not.toContain("argon2");
    expect(res.body).not.toMatch(/passwordHash|password_hash/);
    const token = again.cookie.split("=")[1]!;
    expect(res.body).not.toContain(token);
    expect(data.sessions[0]).not.toHaveProperty("id");
  });

  it("gives a professional their profile, agenda and the reviews received, never who wrote an anonymous one", async () => {
    const pro = await makeProfessional(t.db);
    const reviewer = await makeClient(t.db);
    await makeReview(t.db, { clientId: reviewer.id, professionalId: pro.id, rating: 5 });
    await t.db.insert(blockedSlots).values({
      professionalId: pro.id,
      date: nextWeekday(3),
      startTime: "09:00",
      endTime: "10:00",
      reason: "Curso",
    });
    const res = await (await signInAs(t.app, pro)).request({ url: "/api/user/data-export" });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.professionalProfile).toMatchObject({ userId: pro.id });
    expect(data.professionalProfile.cpf).toMatch(/^\d{11}$/);
    expect(data.availability.length).toBeGreaterThan(0);
    expect(data.agendaSettings).toMatchObject({ professionalId: pro.id });
    expect(data.blockedSlots).toMatchObject([{ reason: "Curso" }]);
    expect(data.reviewsReceived).toMatchObject([{ rating: 5, isAnonymous: true }]);
    expect(data.reviewsReceived[0]).not.toHaveProperty("clientId");
    expect(data.serviceConfirmations[0].clientId).toBe(reviewer.id);
    expect(JSON.stringify(data.reviewsReceived)).not.toContain(reviewer.id);
  });
});
