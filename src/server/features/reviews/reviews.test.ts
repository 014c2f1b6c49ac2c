import { setupTestApp } from "@server/test/app";
import {
  makeAdmin,
  makeClient,
  makeConfirmation,
  makeProfessional,
  signInAs,
} from "@server/test/factories";
import { describe, expect, it } from "vitest";

const t = setupTestApp();

type Who = { id: string; email: string };

async function servicePair(flags = { clientConfirmed: true, professionalConfirmed: true }) {
  const client = await makeClient(t.db, { firstName: "Ana", lastName: "Reis" });
  const professional = await makeProfessional(t.db);
  const ids = { clientId: client.id, professionalId: professional.id };
  const confirmation = await makeConfirmation(t.db, { ...ids, ...flags });
  return { client, professional, confirmation, ids };
}

const post = async (who: Who, payload: Record<string, unknown>) =>
  (await signInAs(t.app, who)).request({ method: "POST", url: "/api/reviews", payload });

const get = async (who: Who, url: string) => (await signInAs(t.app, who)).request({ url });

const body = (p: Awaited<ReturnType<typeof servicePair>>, extra: Record<string, unknown> = {}) => ({
  professionalId: p.professional.id,
  serviceConfirmationId: p.confirmation.id,
  rating: 5,
  comment: null,
  ...extra,
});

describe("POST /api/reviews", () => {
  it("creates a named review when there is a comment, trimmed", async () => {
    const p = await servicePair();
    const res = await post(p.client, body(p, { rating: 4, comment: "  Muito atenciosa.  " }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      professionalId: p.professional.id,
      serviceConfirmationId: p.confirmation.id,
      rating: 4,
      comment: "Muito atenciosa.",
      isAnonymous: false,
    });
  });

  it("makes a review without a comment (or a blank one) anonymous", async () => {
    const p = await servicePair();
    const res = await post(p.client, body(p, { comment: "   " }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ comment: null, isAnonymous: true });
  });

  it("accepts one review per service: the second answers 409", async () => {
    const p = await servicePair();
    expect((await post(p.client, body(p))).statusCode).toBe(201);
    const again = await post(p.client, body(p, { rating: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Você já avaliou este atendimento.");
  });

  it.each([
    { clientConfirmed: true, professionalConfirmed: false },
    { clientConfirmed: false, professionalConfirmed: true },
    { clientConfirmed: false, professionalConfirmed: false },
  ])("refuses a review until both sides confirmed (%o)", async (flags) => {
    const p = await servicePair(flags);
    const res = await post(p.client, body(p));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "A avaliação fica disponível depois que você e o profissional confirmarem o atendimento.",
    );
  });

  it("answers 404 for another client's service or another professional", async () => {
    const p = await servicePair();
    const stranger = await post(await makeClient(t.db), body(p));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe("Confirmação não encontrada");
    const other = await makeProfessional(t.db);
    const wrongPro = await post(p.client, body(p, { professionalId: other.id }));
    expect(wrongPro.statusCode).toBe(404);
  });

  it.each([
    ["no stars", { rating: 0 }, "Por favor, selecione uma classificação de estrelas"],
    ["6 stars", { rating: 6 }, "Por favor, selecione uma classificação de estrelas"],
    ["half a star", { rating: 3.5 }, "Por favor, selecione uma classificação de estrelas"],
    [
      "a comment too long",
      { comment: "x".repeat(2001) },
      "O comentário deve ter no máximo 2000 caracteres",
    ],
    ["a bad confirmation id", { serviceConfirmationId: "nope" }, "Identificador inválido"],
  ])("answers 400 for %s", async (_label, extra, message) => {
    const p = await servicePair();
    const res = await post(p.client, body(p, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe("reading reviews", () => {
  it("can-review is true only while a both-confirmed service has no review", async () => {
    const p = await servicePair();
    const url = `/api/reviews/can-review/${p.professional.id}`;
    expect((await get(p.client, url)).json()).toEqual({
      canReview: true,
      serviceConfirmationId: p.confirmation.id,
    });
    await post(p.client, body(p));
    expect((await get(p.client, url)).json()).toEqual({
      canReview: false,
      serviceConfirmationId: null,
    });
    const half = await servicePair({ clientConfirmed: true, professionalConfirmed: false });
    const res = await get(half.client, `/api/reviews/can-review/${half.professional.id}`);
    expect(res.json().canReview).toBe(false);
  });

  it("by-client lists the caller's reviews only, and the confirmation shows hasReview", async () => {
    const p = await servicePair();
    const created = (await post(p.client, body(p, { comment: "Ótimo" }))).json();
    // Issue 34, item 5 (decision 0403): whom it is about and how that professional shows reviews.
    expect((await get(p.client, "/api/reviews/by-client")).json()).toEqual([
      {
        ...created,
        about: {
          professionalName: `${p.professional.firstName} ${p.professional.lastName}`,
          visibility: "rating_only",
        },
      },
    ]);
    expect((await get(await makeClient(t.db), "/api/reviews/by-client")).json()).toEqual([]);
    const [confirmation] = (await get(p.client, "/api/service-confirmations")).json();
    expect(confirmation.hasReview).toBe(true);
  });

  it("shows the professional's reviews newest first, named or anonymous, with the average", async () => {
    const professional = await makeProfessional(t.db);
    const named = await makeClient(t.db, { firstName: "Bruna", lastName: "Alves" });
    const shy = await makeClient(t.db);
    for (const [i, [client, rating, comment]] of (
      [
        [named, 5, "Excelente"],
        [shy, 2, null],
      ] as const
    ).entries()) {
      const confirmation = await makeConfirmation(t.db, {
        clientId: client.id,
        professionalId: professional.id,
        startedMinutesAgo: (i + 2) * 1440,
        clientConfirmed: true,
        professionalConfirmed: true,
      });
      const res = await post(client, {
        professionalId: professional.id,
        serviceConfirmationId: confirmation.id,
        rating,
        comment,
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await get(professional, `/api/reviews/professional/${professional.id}`);
    expect(res.statusCode).toBe(200);
    const { reviews, averageRating, reviewCount } = res.json();
    expect(averageRating).toBe(3.5);
    expect(reviewCount).toBe(2);
    expect(reviews.map((r: { rating: number }) => r.rating)).toEqual([2, 5]);
    expect(reviews[0]).toMatchObject({ isAnonymous: true, comment: null, client: null });
    expect(reviews[1].client).toEqual({
      firstName: "Bruna",
      lastName: "Alves",
      profileImageUrl: null,
    });
    expect(res.body).not.toContain(named.email);
    expect(res.body).not.toContain(named.id);
  });

  it("gives a professional without reviews a null average, and 404 for an unknown one", async () => {
    const professional = await makeProfessional(t.db);
    const client = await makeClient(t.db);
    const empty = await get(client, `/api/reviews/professional/${professional.id}`);
    expect(empty.json()).toEqual({
      reviews: [],
      averageRating: null,
      reviewCount: 0,
      visibility: "rating_only",
    });
    const unknown = await get(client, `/api/reviews/professional/${client.id}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Profissional não encontrado");
  });

  it("answers for an unverified, banned or deleted professional exactly as for an unknown id", async () => {
    const client = await makeClient(t.db);
    const unknown = await get(
      client,
      "/api/reviews/professional/00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.statusCode).toBe(404);
    const hidden = [
      await makeProfessional(t.db, { verified: false }),
      await makeProfessional(t.db, { user: { isBanned: true } }),
      await makeProfessional(t.db, { user: { deletedAt: new Date("2025-01-01T00:00:00Z") } }),
    ];
    for (const professional of hidden) {
      for (const viewer of [client, await makeProfessional(t.db)]) {
        const res = await get(viewer, `/api/reviews/professional/${professional.id}`);
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(unknown.body);
      }
    }
  });

  it("still shows an unverified professional their own reviews, and an admin too", async () => {
    const professional = await makeProfessional(t.db, { verified: false });
    for (const viewer of [professional, await makeAdmin(t.db)]) {
      const res = await get(viewer, `/api/reviews/professional/${professional.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        reviews: [],
        averageRating: null,
        reviewCount: 0,
        visibility: "rating_only",
      });
    }
  });
});
