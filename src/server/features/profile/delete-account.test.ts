import {
  appointments,
  images,
  professionalProfiles,
  reviews,
  sessions,
  users,
} from "@server/db/schema";
import { setupTestApp } from "@server/test/app";
import {
  makeAppointment,
  makeClient,
  makeConfirmation,
  makeProfessional,
  signInAs,
  TEST_PASSWORD,
} from "@server/test/factories";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

const statusOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

describe("DELETE /api/user/account", () => {
  it("ends every session, clears the cookie and the account can never sign in again", async () => {
    const client = await makeClient(t.db);
    const caller = await signInAs(t.app, client);
    const otherDevice = await signInAs(t.app, client);
    const res = await caller.request({ method: "DELETE", url: "/api/user/account" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cookie = res.cookies.find((c) => c.name === "acolher_session");
    expect(cookie?.value).toBe("");
    expect((await caller.request({ url: "/api/auth/user" })).statusCode).toBe(401);
    expect((await otherDevice.request({ url: "/api/auth/user" })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, client.id))).toEqual([]);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: client.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it("scrubs the personal data and the photo, and frees the e-mail", async () => {
    const client = await makeClient(t.db, { phone: "11987654321", bio: "Minha bio" });
    const caller = await signInAs(t.app, client);
    const png = await sharp({
      create: { width: 10, height: 10, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    await caller.request({
      method: "POST",
      url: "/api/user/profile-image",
      payload: { imageData: `data:image/png;base64,${png.toString("base64")}` },
    });
    await caller.request({ method: "DELETE", url: "/api/user/account" });
    const [row] = await t.db.select().from(users).where(eq(users.id, client.id));
    expect(row).toMatchObject({
      firstName: "Usuário",
      lastName: "removido",
      email: `deleted-${client.id}@removido.invalid`,
      passwordHash: null,
      phone: null,
      city: null,
      address: null,
      bio: null,
      profileImageId: null,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(images).where(eq(images.ownerId, client.id))).toEqual([]);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        firstName: "Nova",
        lastName: "Conta",
        email: client.email,
        password: "uma-senha-boa",
        passwordConfirmation: "uma-senha-boa",
        acceptLegal: true,
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it("cancels the client's future appointments and keeps the past ones", async () => {
    const client = await makeClient(t.db);
    const professional = await makeProfessional(t.db);
    const ids = { clientId: client.id, professionalId: professional.id };
    const future = await makeAppointment(t.db, {
      ...ids,
      startedMinutesAgo: -1440,
      status: "pending",
    });
    const approved = await makeAppointment(t.db, {
      ...ids,
      startedMinutesAgo: -2880,
      status: "approved",
    });
    const past = await makeAppointment(t.db, {
      ...ids,
      startedMinutesAgo: 1440,
      status: "approved",
    });
    const caller = await signInAs(t.app, client);
    await caller.request({ method: "DELETE", url: "/api/user/account" });
    for (const a of [future, approved]) {
      expect(await statusOf(a.id)).toMatchObject({
        status: "cancelled",
        professionalNotes: "Conta excluída",
      });
    }
    expect((await statusOf(past.id)).status).toBe("approved");
  });

  it("keeps the client's reviews' ratings but makes them anonymous, without the comment", async () => {
    const client = await makeClient(t.db, { firstName: "Rita" });
    // A nutritionist: her reviews are public by default (a psychologist's show the rating only).
    const professional = await makeProfessional(t.db, { specialty: "Nutrição" });
    const confirmation = await makeConfirmation(t.db, {
      clientId: client.id,
      professionalId: professional.id,
      clientConfirmed: true,
      professionalConfirmed: true,
    });
    const caller = await signInAs(t.app, client);
    await caller.request({
      method: "POST",
      url: "/api/reviews",
      payload: {
        professionalId: professional.id,
        serviceConfirmationId: confirmation.id,
        rating: 4,
        comment: "Gostei muito",
      },
    });
    await caller.request({ method: "DELETE", url: "/api/user/account" });
    const viewer = await signInAs(t.app, await makeClient(t.db));
    const list = (
      await viewer.request({ url: `/api/reviews/professional/${professional.id}` })
    ).json();
    expect(list.averageRating).toBe(4);
    expect(list.reviews[0]).toMatchObject({
      rating: 4,
      comment: null,
      isAnonymous: true,
      client: null,
    });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.clientId, client.id));
    expect(row!.comment).toBeNull();
  });

  it("removes a professional's profile and cancels their future appointments", async () => {
    const professional = await makeProfessional(t.db);
    const client = await makeClient(t.db);
    const upcoming = await makeAppointment(t.db, {
      clientId: client.id,
      professionalId: professional.id,
      startedMinutesAgo: -3 * 1440,
      status: "confirmed",
    });
    const caller = await signInAs(t.app, professional);
    expect((await caller.request({ method: "DELETE", url: "/api/user/account" })).statusCode).toBe(
      200,
    );
    expect(
      await t.db
        .select()
        .from(professionalProfiles)
        .where(eq(professionalProfiles.userId, professional.id)),
    ).toEqual([]);
    expect((await statusOf(upcoming.id)).status).toBe("cancelled");
    const viewer = await signInAs(t.app, client);
    const res = await viewer.request({ url: `/api/reviews/professional/${professional.id}` });
    expect(res.statusCode).toBe(404);
  });
});
