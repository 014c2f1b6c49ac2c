import {
  adminAuditLog,
  notifications,
  professionalProfiles,
  publicPageRenders,
  reviewReports,
  reviews,
} from "@server/db/schema";
import { type Caller, setupTestApp } from "@server/test/app";
import { eventMailbox } from "@server/test/event-mail";
import {
  makeAdmin,
  makeClient,
  makeConfirmation,
  makeProfessional,
  signInAs,
} from "@server/test/factories";
import { expectNothingPrivateSent } from "@server/test/mail-privacy";
import { visitPage } from "@server/test/page-helpers";
import { uniqueWord } from "@server/test/search-helpers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

// Issue 30, item 4 (decision 0388): a signed-in person reports a review; the admin hides it with
// a reason or keeps it; the author and the professional are told, never with the review's text.

const t = setupTestApp();
const box = eventMailbox(() => t.db);
let admin: Caller;
beforeAll(async () => {
  admin = await signInAs(t.app, await makeAdmin(t.db, { firstName: "Regina" }));
});

const COMMENT = "Consulta pontual, explicou o plano alimentar com calma.";
const DETAILS = "Esse texto tem um apelido ofensivo escondido";

/** A nutritionist (reviews public by default) with one published review by a client. */
async function reviewed(comment: string | null = COMMENT, rating = 2) {
  const last = uniqueWord("Nut");
  const pro = await makeProfessional(t.db, {
    specialty: "Nutrição",
    user: { firstName: "Helena", lastName: last },
  });
  const author = await makeClient(t.db, { firstName: "Caio" });
  const confirmation = await makeConfirmation(t.db, {
    clientId: author.id,
    professionalId: pro.id,
    clientConfirmed: true,
    professionalConfirmed: true,
  });
  const authorCaller = await signInAs(t.app, author);
  const res = await authorCaller.request({
    method: "POST",
    url: "/api/reviews",
    payload: { professionalId: pro.id, serviceConfirmationId: confirmation.id, rating, comment },
  });
  expect(res.statusCode).toBe(201);
  return { pro, author, authorCaller, last, reviewId: res.json().id as string };
}

const report = (who: Caller, reviewId: string, payload: object = { reason: "ofensivo" }) =>
  who.request({ method: "POST", url: "/api/review-reports", payload: { reviewId, ...payload } });
const decide = (reviewId: string, payload: object) =>
  admin.request({ method: "POST", url: `/api/admin/reviews/${reviewId}/decision`, payload });
const queue = async (query = "") =>
  (await admin.request({ url: `/api/admin/review-reports${query}` })).json();
const reporter = async () => signInAs(t.app, await makeClient(t.db));

describe("reporting a review", () => {
  it("takes a reason and details once per person: a second report is a clear 409", async () => {
    const { reviewId } = await reviewed();
    const someone = await reporter();
    const first = await report(someone, reviewId, { reason: "ofensivo", details: DETAILS });
    expect(first.statusCode).toBe(201);
    const again = await report(someone, reviewId, { reason: "falso" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Você já denunciou esta avaliação. A equipe do Acolher vai analisá-la.",
    );
    const rows = await t.db
      .select()
      .from(reviewReports)
      .where(eq(reviewReports.reviewId, reviewId));
    expect(rows).toMatchObject([{ reason: "ofensivo", details: DETAILS, resolvedAt: null }]);
    const exported = (await someone.request({ url: "/api/user/data-export" })).json();
    expect(exported.reviewReportsMade).toMatchObject([
      { reviewId, reason: "ofensivo", details: DETAILS, resolution: null },
    ]);
  });

  it("is open to the professional on their own page, never to the review's author", async () => {
    const { pro, authorCaller, reviewId } = await reviewed();
    expect((await report(await signInAs(t.app, pro), reviewId)).statusCode).toBe(201);
    const own = await report(authorCaller, reviewId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("Você não pode denunciar a sua própria avaliação.");
  });

  it("refuses a missing reason, control characters and absurd lengths in Portuguese", async () => {
    const { reviewId } = await reviewed();
    const someone = await reporter();
    const cases: [object, string][] = [
      [{}, "Escolha o motivo da denúncia."],
      [{ reason: "spam" }, "Escolha o motivo da denúncia."],
      [
        { reason: "outro", details: "a".repeat(1001) },
        "Os detalhes devem ter no máximo 1000 caracteres.",
      ],
      [
        { reason: "outro", details: "texto\u0000oculto" },
        "Remova caracteres de controle do texto.",
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await report(someone, reviewId, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      await t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId)),
    ).toEqual([]);
  });

  it("finds no held, hidden or unknown review (404)", async () => {
    const someone = await reporter();
    const res = await report(someone, crypto.randomUUID());
    expect(res.statusCode).toBe(404);
    const { reviewId } = await reviewed();
    await t.db.update(reviews).set({ status: "held" }).where(eq(reviews.id, reviewId));
    expect((await report(someone, reviewId)).statusCode).toBe(404);
  });

  it("finds no review whose text the person cannot read; its professional may still report it", async () => {
    const { pro, reviewId } = await reviewed();
    await t.db
      .update(professionalProfiles)
      .set({ reviewVisibility: "rating_only" })
      .where(eq(professionalProfiles.userId, pro.id));
    expect((await report(await reporter(), reviewId)).statusCode).toBe(404);
    expect((await report(await signInAs(t.app, pro), reviewId)).statusCode).toBe(201);
    await decide(reviewId, { resolution: "kept" });
  });

  it("allows 10 reports in 24 hours per person, then 429", async () => {
    const someone = await reporter();
    const ids = [];
    for (let i = 0; i < 11; i++) ids.push((await reviewed(null, 5)).reviewId);
    for (const id of ids.slice(0, 9)) expect((await report(someone, id)).statusCode).toBe(201);
    // Sent at once, the 10th and 11th cannot both pass (one person's reports are serialised).
    const [tenth, over] = await Promise.all([report(someone, ids[9]!), report(someone, ids[10]!)]);
    expect([tenth.statusCode, over.statusCode].sort()).toEqual([201, 429]);
    if (over.statusCode !== 429) ids.reverse();
    expect([tenth, over].find((r) => r.statusCode === 429)!.json().message).toBe(
      "Você atingiu o limite de 10 denúncias em 24 horas. Tente novamente mais tarde.",
    );
    // Leave the queue as the next tests expect it.
    for (const id of ids) await decide(id, { resolution: "kept" });
  });
});

describe("the admin's queue and decision", () => {
  it("lists reported reviews oldest first, grouped, with text, people, reasons and details", async () => {
    const older = await reviewed("Primeira avaliação denunciada, texto longo.");
    const newer = await reviewed("Segunda avaliação denunciada, texto longo.");
    await report(await reporter(), older.reviewId, { reason: "ofensivo", details: DETAILS });
    await report(await reporter(), newer.reviewId, { reason: "falso" });
    await report(await reporter(), older.reviewId, { reason: "dado_de_saude" });

    const page = await queue();
    const mine = page.items.filter((i: { review: { id: string } }) =>
      [older.reviewId, newer.reviewId].includes(i.review.id),
    );
    expect(mine.map((i: { review: { id: string } }) => i.review.id)).toEqual([
      older.reviewId,
      newer.reviewId,
    ]);
    expect(mine[0]).toMatchObject({
      review: { rating: 2, comment: "Primeira avaliação denunciada, texto longo." },
      professional: { id: older.pro.id, firstName: "Helena", lastName: older.last },
      author: { id: older.author.id, firstName: "Caio" },
      reportCount: 2,
      reports: [
        { reason: "ofensivo", details: DETAILS },
        { reason: "dado_de_saude", details: null },
      ],
    });
    expect(JSON.stringify(page)).not.toContain("reporter");

    const first = await queue("?limit=1");
    expect(first.items).toHaveLength(1);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await queue(`?limit=1&cursor=${first.nextCursor}`);
    expect(second.items[0].review.id).not.toBe(first.items[0].review.id);
    expect((await admin.request({ url: "/api/admin/review-reports?cursor=xyz" })).statusCode).toBe(
      400,
    );

    for (const r of [older, newer]) await decide(r.reviewId, { resolution: "kept" });
    const after = await queue();
    expect(after.items.map((i: { review: { id: string } }) => i.review.id)).not.toContain(
      older.reviewId,
    );
  });

  it("hides with a reason: out of the profile's average and count, search, the SSR listing and the stored page at once", async () => {
    const keptReview = await reviewed("Gostei muito da consulta e do retorno.", 5);
    const { pro, author, authorCaller, reviewId, last } = await reviewed(COMMENT, 1);
    // A second review on the same professional, which stays.
    const other = await makeClient(t.db);
    const c2 = await makeConfirmation(t.db, {
      clientId: other.id,
      professionalId: pro.id,
      startedMinutesAgo: 3 * 24 * 60,
      clientConfirmed: true,
      professionalConfirmed: true,
    });
    await t.db.insert(reviews).values({
      professionalId: pro.id,
      clientId: other.id,
      serviceConfirmationId: c2.id,
      rating: 5,
      comment: "Atendimento excelente e muito humano.",
    });
    expect(keptReview.pro.id).not.toBe(pro.id);
    const visitor = await reporter();
    await report(visitor, reviewId, { reason: "ofensivo", details: DETAILS });

    const profile = async () =>
      (await visitor.request({ url: `/api/professionals/${pro.id}` })).json().professionalProfile;
    const publicReviews = async () =>
      (await t.app.inject({ url: `/api/reviews/professional/${pro.id}` })).json();
    const searchCard = async () => {
      const query = new URLSearchParams({ specialty: "Nutrição", name: last });
      const [card] = (await visitor.request({ url: `/api/professionals/search?${query}` })).json();
      return card.professionalProfile;
    };
    const [numbered] = await t.db
      .select({ n: professionalProfiles.publicNumber })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.id));
    const n = numbered!.n;
    const moved = await visitPage(t.app, `/profissional/${n}`);
    const pageUrl = (moved.response.headers.location as string | undefined) ?? `/profissional/${n}`;
    // The listing page's data, as its server render reads it.
    const listingCard = async () => {
      const path = encodeURIComponent("/nutricao/sao-paulo/pinheiros");
      const data = (await t.app.inject({ url: `/api/pages?path=${path}` })).json();
      return data.professionals.find((p: { id: string }) => p.id === pro.id).professionalProfile;
    };

    expect(await profile()).toMatchObject({ averageRating: 3, reviewCount: 2 });
    expect(await searchCard()).toMatchObject({ averageRating: 3, reviewCount: 2 });
    expect((await publicReviews()).reviews.map((r: { id: string }) => r.id)).toContain(reviewId);
    // The first visit renders and stores the page (no PUBLIC_URL: stored on a visit, 0369).
    expect((await visitPage(t.app, pageUrl)).html).toContain("Nota 3,0 (2 avaliações)");
    const [stored] = await t.db
      .select()
      .from(publicPageRenders)
      .where(eq(publicPageRenders.professionalId, pro.id));
    expect(stored?.body).not.toBeNull();
    expect(await listingCard()).toMatchObject({ averageRating: 3, reviewCount: 2 });

    const res = await decide(reviewId, {
      resolution: "hidden",
      reason: "ofensivo",
      note: "Nota interna da moderação",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reviewId, status: "hidden", resolvedReports: 1 });

    expect(await profile()).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect(await searchCard()).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect((await publicReviews()).reviews.map((r: { id: string }) => r.id)).not.toContain(
      reviewId,
    );
    const after = (await visitPage(t.app, pageUrl)).html;
    expect(after).toContain("Nota 5,0 (1 avaliação)");
    expect(after).not.toContain(COMMENT);
    expect(await listingCard()).toMatchObject({ averageRating: 5, reviewCount: 1 });

    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row).toMatchObject({ status: "hidden", hiddenReason: "ofensivo" });
    const mine = (await authorCaller.request({ url: "/api/reviews/by-client" })).json();
    expect(mine[0]).toMatchObject({ id: reviewId, status: "hidden", hiddenReason: "ofensivo" });
    const [entry] = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetUserId, author.id));
    expect(entry).toMatchObject({ action: "hide_review" });
    expect(entry!.reason).toContain(reviewId);
    expect(entry!.reason).toContain("Nota interna da moderação");
  });

  it("tells the author and the professional, in the app and by e-mail, with no text", async () => {
    const { pro, author, reviewId } = await reviewed();
    await report(await reporter(), reviewId, { reason: "dado_de_saude", details: DETAILS });
    await box.collect();
    expect(
      (
        await decide(reviewId, {
          resolution: "hidden",
          reason: "dado_de_saude",
          note: "Cita diagnóstico",
        })
      ).statusCode,
    ).toBe(200);
    const mails = await box.collect();
    await expectNothingPrivateSent(t.db, mails);
    const toAuthor = mails.find((m) => m.to.includes(author.email));
    const toPro = mails.find((m) => m.to.includes(pro.email));
    expect(toAuthor?.subject).toBe("Sua avaliação foi ocultada");
    expect(toPro?.subject).toBe("Uma avaliação do seu perfil foi ocultada");
    for (const mail of [toAuthor!, toPro!]) {
      expect(mail.text).toContain("Motivo: Expõe dados de saúde ou informações pessoais.");
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain("plano alimentar");
        expect(part).not.toContain("apelido");
        expect(part).not.toContain("diagnóstico");
        expect(part).not.toContain("Regina");
      }
    }
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, author.id));
    expect(inApp.filter((n) => n.kind.startsWith("review_"))).toMatchObject([
      {
        kind: "review_hidden_author",
        link: "/reviews?aba=avaliacoes",
        params: { reason: "dado_de_saude" },
      },
    ]);
  });

  it("keeps a review: it stays, every open report is resolved, both sides are told", async () => {
    const { pro, author, reviewId } = await reviewed();
    await report(await reporter(), reviewId);
    await report(await reporter(), reviewId, { reason: "falso" });
    await box.collect();
    const res = await decide(reviewId, { resolution: "kept" });
    expect(res.json()).toEqual({ reviewId, status: "published", resolvedReports: 2 });
    const rows = await t.db
      .select()
      .from(reviewReports)
      .where(eq(reviewReports.reviewId, reviewId));
    expect(rows.every((r) => r.resolution === "kept" && r.resolvedAt)).toBe(true);
    const mails = await box.collect();
    expect(mails.map((m) => [m.to[0], m.subject]).sort()).toEqual(
      [
        [author.email, "Sua avaliação foi mantida"],
        [pro.email, "Uma avaliação denunciada do seu perfil foi mantida"],
      ].sort(),
    );
    await expectNothingPrivateSent(t.db, mails);
  });

  it("answers 409 to a second decision, also when two arrive at once", async () => {
    const { reviewId } = await reviewed();
    await report(await reporter(), reviewId);
    const answers = await Promise.all([
      decide(reviewId, { resolution: "hidden", reason: "ofensivo" }),
      decide(reviewId, { resolution: "kept" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      "Esta avaliação já foi analisada por outro administrador.",
    );
    const entries = await t.db.select().from(adminAuditLog);
    expect(entries.filter((e) => e.reason?.includes(reviewId))).toHaveLength(1);
    expect((await decide(reviewId, { resolution: "kept" })).statusCode).toBe(409);
  });

  it("needs a reason to hide; refuses a long note and an unknown review", async () => {
    const { reviewId } = await reviewed();
    await report(await reporter(), reviewId);
    const noReason = await decide(reviewId, { resolution: "hidden" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("Escolha o motivo para ocultar a avaliação.");
    const longNote = await decide(reviewId, { resolution: "kept", note: "x".repeat(501) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().message).toBe("A observação deve ter no máximo 500 caracteres.");
    expect((await decide(crypto.randomUUID(), { resolution: "kept" })).statusCode).toBe(404);
  });
});
