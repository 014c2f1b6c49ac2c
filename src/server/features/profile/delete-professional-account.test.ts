import { reviews } from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeConfirmation,
  makeProfessional,
  makeUser,
  nextWeekday,
  signInAs,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

describe("DELETE /api/user/account for a professional", () => {
  it("cancels their future sessions with a note the client reads, and keeps the client's history and reviews without the professional's data", async () => {
    const pro = await makeProfessional(t.db, {
      user: { firstName: "Otávio", lastName: "Prado", phone: "11987650000" },
      profile: { shareEmail: true },
    });
    const rita = await makeClient(t.db);
    const ids = { clientId: rita.id, professionalId: pro.id };
    const future = nextWeekday(2);
    const approved = await makeAppointment(t.db, {
      ...ids,
      date: future,
      startTime: "10:00",
      endTime: "11:00",
      status: "approved",
    });
    const pending = await makeAppointment(t.db, {
      ...ids,
      date: future,
      startTime: "14:00",
      endTime: "15:00",
    });
    const done = await makeConfirmation(t.db, {
      ...ids,
      status: "confirmed",
      clientConfirmed: true,
      professionalConfirmed: true,
    });
    const client = await signInAs(t.app, rita);
    const reviewed = await client.request({
      method: "POST",
      url: "/api/reviews",
      payload: {
        professionalId: pro.id,
        serviceConfirmationId: done.id,
        rating: 5,
        comment: "Excelente",
      },
    });
    expect(reviewed.statusCode).toBe(201);

    const deleted = await (await signInAs(t.app, pro)).request({
      method: "DELETE",
      url: "/api/user/account",
    });
    expect(deleted.statusCode).toBe(200);

    const mine = (await client.request({ url: "/api/appointments/client" })).json();
    const byId = new Map(mine.map((a: { id: string }) => [a.id, a]));
    for (const id of [approved.id, pending.id]) {
      expect(byId.get(id)).toMatchObject({
        status: "cancelled",
        professionalNotes: "Conta excluída",
        professional: { firstName: "Usuário", lastName: "removido", email: null, phone: null },
      });
    }
    const past = mine.find((a: { status: string }) => a.status === "confirmed");
    expect(past.professional).toMatchObject({ firstName: "Usuário", lastName: "removido" });
    expect(JSON.stringify(mine)).not.toMatch(/Otávio|Prado|11987650000/);

    const confirmations = await client.request({ url: "/api/service-confirmations" });
    expect(confirmations.json()[0].professional).toMatchObject({
      firstName: "Usuário",
      lastName: "removido",
    });
    const myReviews = (await client.request({ url: "/api/reviews/by-client" })).json();
    expect(myReviews).toEqual([
      expect.objectContaining({ professionalId: pro.id, rating: 5, comment: "Excelente" }),
    ]);
    expect(
      await t.db.select().from(reviews).where(eq(reviews.professionalId, pro.id)),
    ).toHaveLength(1);
  });

  it("frees the CPF for a new account and takes the public profile down", async () => {
    const pro = await makeProfessional(t.db);
    const caller = await signInAs(t.app, pro);
    const { cpf } = (await caller.request({ url: "/api/auth/user" })).json().professionalProfile;
    await caller.request({ method: "DELETE", url: "/api/user/account" });

    const client = await signInAs(t.app, await makeClient(t.db));
    expect((await client.request({ url: `/api/professionals/${pro.id}` })).statusCode).toBe(404);
    const again = await (await signInAs(t.app, await makeUser(t.db, "professional"))).request({
      method: "POST",
      url: "/api/professional/profile",
      payload: {
        cpf,
        professionalRegister: "CRP 06/654321",
        specialties: ["Psicologia"],
        serviceOptions: ["online"],
        priceRange: "120",
      },
    });
    expect(again.statusCode).toBe(200);
  });
});
